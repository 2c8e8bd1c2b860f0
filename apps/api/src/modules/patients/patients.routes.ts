import type { AppDeps } from '../../deps.js';
import type { RouteDef } from '../../platform/route.js';

/** Issue E: filled in by the patients work. */
export function patientsRoutes(_deps: AppDeps): RouteDef[] {
  return [];
}
