import type { AppDeps } from '../../deps.js';
import type { RouteDef } from '../../platform/route.js';

/** Issue G: filled in by the appointments work. */
export function appointmentsRoutes(_deps: AppDeps): RouteDef[] {
  return [];
}
