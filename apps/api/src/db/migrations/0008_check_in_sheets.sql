CREATE TABLE "check_in_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_sheets_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "check_in_sheets_appointment" UNIQUE("appointment_id")
);
--> statement-breakpoint
ALTER TABLE "check_in_sheets" ADD CONSTRAINT "check_in_sheets_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_sheets" ADD CONSTRAINT "check_in_sheets_clinic_id_appointment_id_appointments_clinic_id_id_fk" FOREIGN KEY ("clinic_id","appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_sheets" ADD CONSTRAINT "check_in_sheets_clinic_id_form_id_forms_clinic_id_id_fk" FOREIGN KEY ("clinic_id","form_id") REFERENCES "public"."forms"("clinic_id","id") ON DELETE no action ON UPDATE no action;