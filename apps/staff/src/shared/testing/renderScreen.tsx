import { type AppointmentFeature, PermissionLevel, type ScreenId } from '@clinic/domain';
import { AbilityProvider, buildAbility } from '@clinic/permissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

export interface ScreenAccess {
  /** Screen levels the signed-in user has; Write unless told. */
  screens: ScreenId[] | Partial<Record<ScreenId, PermissionLevel>>;
  features?: AppointmentFeature[];
  /** Where the memory router starts. */
  path?: string;
}

/**
 * Renders a screen inside the providers the staff app gives every screen: a fresh query cache (no retries,
 * so an error shows at once), the signed-in user's abilities and a memory router. Pair with fakeApi() to
 * answer its calls. Answers the router's location, whose `history` records each navigation.
 */
export function renderScreen(node: ReactNode, access: ScreenAccess) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const levels = Array.isArray(access.screens)
    ? access.screens.map((screen) => [screen, PermissionLevel.Write] as const)
    : Object.entries(access.screens).map(([screen, level]) => [Number(screen), level] as const);
  const ability = buildAbility({
    screenPermissions: levels.map(([frontendScreenId, permissionTypeId]) => ({
      frontendScreenId,
      permissionTypeId,
    })),
    frontendFeatureIds: access.features ?? [],
    roleId: 1,
    groupIds: [],
  });
  const location = memoryLocation({ path: access.path ?? '/', record: true });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AbilityProvider ability={ability}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {node}
        </Router>
      </AbilityProvider>
    </QueryClientProvider>,
  );
  return { ...view, location, queryClient };
}
