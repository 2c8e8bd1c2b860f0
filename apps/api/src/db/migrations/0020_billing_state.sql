ALTER TABLE "purchased_packages" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "billed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "billed_by" integer;--> statement-breakpoint
CREATE INDEX "bank_transfers_newest" ON "bank_transfers" USING btree ("clinic_id","created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_to_bill" ON "appointments" USING btree ("clinic_id","start_at") WHERE status in (4000, 9000) and billed_at is null;--> statement-breakpoint
ALTER TABLE "purchased_packages" ADD CONSTRAINT "purchased_packages_status" CHECK ("purchased_packages"."status" in ('inCart', 'paid', 'revoked'));