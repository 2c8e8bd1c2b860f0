import type { AppDeps } from '../../deps.js';
import type { RouteDef } from '../../platform/route.js';

/** Issue E: filled in by the forms work. */
export function formsRoutes(_deps: AppDeps): RouteDef[] {
  return [];
}
