import { providerContract as contract } from '@clinic/domain/contracts';
import type { AppDeps } from '../../deps.js';
import { defineProviderRoute, type RouteDef } from '../../platform/route.js';
import { setClinicPlan } from './clinic-plan.service.js';

const tags = ['Provider'];

/**
 * The provider's calls (docs/product.md#plans), by `Authorization: Bearer <PROVIDER_TOKEN>`; without
 * PROVIDER_TOKEN they answer 404 like a missing route.
 */
export function providerRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineProviderRoute({
      ...contract.setPlan,
      summary: "Set a clinic's plan and when it ends (the provider's token only)",
      tags,
      handler: ({ params, body }) => setClinicPlan(deps, params.id, body.plan, body.until),
    }),
  ];
}
