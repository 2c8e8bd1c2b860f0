ALTER TABLE "medicines" ADD COLUMN "national_drug_code" text;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "prescription_kind" text DEFAULT 'c' NOT NULL;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "national_facility_code" text;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "national_username" text;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "national_password_sealed" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "diagnoses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "kind" text DEFAULT 'c' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "national_code" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "national_status" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "national_id" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "national_errors" jsonb;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "national_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "national_send_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "national_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "national_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_sheets" ADD COLUMN "diagnoses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "practising_certificate" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "national_prescriber_code" text;--> statement-breakpoint
CREATE INDEX "prescriptions_national" ON "prescriptions" USING btree ("clinic_id","national_queued_at","id") WHERE "prescriptions"."national_status" is not null;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_national_code" UNIQUE("clinic_id","national_code");