import type { AppDeps } from '../../deps.js';
import type { RouteDef } from '../../platform/route.js';

/** Issue G: filled in by the transitions work. */
export function transitionsRoutes(_deps: AppDeps): RouteDef[] {
  return [];
}
