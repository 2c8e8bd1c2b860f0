import type { AppDeps } from '../../deps.js';
import type { RouteDef } from '../../platform/route.js';

/** Issue F: filled in by the schedules work. */
export function schedulesRoutes(_deps: AppDeps): RouteDef[] {
  return [];
}
