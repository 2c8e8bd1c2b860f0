import type { AppDeps } from '../../deps.js';
import type { RouteDef } from '../../platform/route.js';

/** Issue F: filled in by the slots work. */
export function slotsRoutes(_deps: AppDeps): RouteDef[] {
  return [];
}
