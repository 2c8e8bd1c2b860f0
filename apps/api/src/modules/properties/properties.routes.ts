import type { AppDeps } from '../../deps.js';
import type { RouteDef } from '../../platform/route.js';

/** Issue E: filled in by the properties work. */
export function propertiesRoutes(_deps: AppDeps): RouteDef[] {
  return [];
}
