import './app/dictionaries';
import { AbilityProvider, buildAbility } from '@clinic/permissions';
import { Spinner, Toaster } from '@clinic/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { queryClient } from './app/query';
import { AppRoutes } from './app/router';
import { restoreSession } from './app/session';
import { authState } from './state/auth';

/** The staff app's main part, loaded lazily behind the spinner, so sign-in comes first and alone. */
export default function App() {
  const auth = useSnapshot(authState);
  useEffect(() => {
    void restoreSession();
  }, []);
  const ability = useMemo(
    () =>
      buildAbility({
        screenPermissions: [...auth.userPermission],
        frontendFeatureIds: [...auth.frontendFeatureIds],
        roleId: auth.userData?.userRoleId ?? 0,
        groupIds: [...(auth.userData?.userGroupIds ?? [])],
      }),
    [auth.userPermission, auth.frontendFeatureIds, auth.userData],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AbilityProvider ability={ability}>
        {auth.isCheckingRememberedUser ? <Spinner /> : <AppRoutes />}
        <Toaster />
      </AbilityProvider>
    </QueryClientProvider>
  );
}
