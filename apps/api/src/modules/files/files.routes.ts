import type { AppDeps } from '../../deps.js';
import type { RouteDef } from '../../platform/route.js';

/** /files (issue E): filled in by the files work. */
export function filesRoutes(_deps: AppDeps): RouteDef[] {
  return [];
}
