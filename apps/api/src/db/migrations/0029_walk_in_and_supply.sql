ALTER TABLE "invoices" ALTER COLUMN "clinic_patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_invoices" ALTER COLUMN "clinic_patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_lines" ALTER COLUMN "clinic_patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "prescription_items" ADD COLUMN "supply" text DEFAULT 'dispense' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_items" ADD COLUMN "dispensed_quantity" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_walk_in_customer" CHECK ("invoices"."clinic_patient_id" is not null or ("invoices"."appointment_id" is null));--> statement-breakpoint
ALTER TABLE "prescription_items" ADD CONSTRAINT "prescription_items_supply" CHECK ("prescription_items"."supply" in ('dispense', 'reduced', 'outside', 'written'));--> statement-breakpoint
ALTER TABLE "prescription_items" ADD CONSTRAINT "prescription_items_dispensed_quantity" CHECK ("prescription_items"."dispensed_quantity" is null or ("prescription_items"."dispensed_quantity" > 0 and "prescription_items"."dispensed_quantity" < "prescription_items"."quantity"));