ALTER TABLE "clinic_patients" ADD COLUMN "citizen_id" text;--> statement-breakpoint
ALTER TABLE "clinic_patients" ADD COLUMN "guardian_name" text;--> statement-breakpoint
ALTER TABLE "clinic_patients" ADD COLUMN "guardian_citizen_id" text;