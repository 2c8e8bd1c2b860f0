ALTER TABLE "invoices" ALTER COLUMN "clinic_patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_invoices" ALTER COLUMN "clinic_patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_lines" ALTER COLUMN "clinic_patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_walk_in_customer" CHECK ("invoices"."clinic_patient_id" is not null or ("invoices"."appointment_id" is null));