import { z } from 'zod';
import { Plan } from '../plans';
import { endpoint } from './endpoint';
import { idParams } from './paging';

// /provider: the provider's own calls, by the PROVIDER_TOKEN bearer token (no clinic session). Unset on the
// server: they answer 404. `pnpm provider:plan` calls them (docs/product.md#plans).

export const setPlanInput = z.object({
  plan: z.enum(Plan),
  /** When the plan ends: an ISO instant, or a date meaning through that day in the clinic's zone; null: no end. */
  until: z.iso.datetime({ offset: true }).or(z.iso.date()).nullable(),
});

export const clinicPlan = z.object({
  clinicId: z.number(),
  plan: z.enum(Plan),
  /** ISO instant, or null for no end. */
  planExpiresAt: z.string().nullable(),
});

export const providerContract = {
  setPlan: endpoint({
    method: 'PUT',
    url: '/provider/clinics/:id/plan',
    params: idParams,
    body: setPlanInput,
    response: clinicPlan,
  }),
};
