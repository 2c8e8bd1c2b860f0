-- Plans now end (docs/product.md#plans): after plan_expires_at a clinic is read-only. The 30 days that sign-up wrote
-- before were never enforced, so the clinics that exist keep working with no end date (NULL) until the provider sets
-- one (pnpm provider:plan). New clinics get a 14-day trial at sign-up.
UPDATE "clinics" SET "plan_expires_at" = NULL;
