CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"code" text NOT NULL,
	"clinic_patient_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" smallint NOT NULL,
	"symptom" text,
	"note" text,
	"cancel_reason" text,
	"invalid_reason" text,
	"order_number" integer,
	"not_reserved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "appointments_clinic_code" UNIQUE("clinic_id","code")
);
--> statement-breakpoint
CREATE TABLE "schedule_exdates" (
	"clinic_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	CONSTRAINT "schedule_exdates_schedule_id_occurrence_start_pk" PRIMARY KEY("schedule_id","occurrence_start")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"repeat_type" smallint NOT NULL,
	"recurrence" jsonb,
	"rrule" text,
	"last_end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_clinic_id_id" UNIQUE("clinic_id","id")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_clinic_id_clinic_patient_id_clinic_patients_clinic_id_id_fk" FOREIGN KEY ("clinic_id","clinic_patient_id") REFERENCES "public"."clinic_patients"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_clinic_id_doctor_id_doctors_clinic_id_id_fk" FOREIGN KEY ("clinic_id","doctor_id") REFERENCES "public"."doctors"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_clinic_id_location_id_locations_clinic_id_id_fk" FOREIGN KEY ("clinic_id","location_id") REFERENCES "public"."locations"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_exdates" ADD CONSTRAINT "schedule_exdates_clinic_id_schedule_id_schedules_clinic_id_id_fk" FOREIGN KEY ("clinic_id","schedule_id") REFERENCES "public"."schedules"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_clinic_id_doctor_id_doctors_clinic_id_id_fk" FOREIGN KEY ("clinic_id","doctor_id") REFERENCES "public"."doctors"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_clinic_id_location_id_locations_clinic_id_id_fk" FOREIGN KEY ("clinic_id","location_id") REFERENCES "public"."locations"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_doctor_time" ON "appointments" USING btree ("clinic_id","doctor_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_patient" ON "appointments" USING btree ("clinic_id","clinic_patient_id");--> statement-breakpoint
CREATE INDEX "appointments_active_slot" ON "appointments" USING btree ("clinic_id","doctor_id","start_at") WHERE status in (1000, 2000, 3000, 4000);--> statement-breakpoint
CREATE INDEX "schedules_doctor_span" ON "schedules" USING btree ("clinic_id","doctor_id","start_at","last_end_at");--> statement-breakpoint
CREATE INDEX "schedules_location_span" ON "schedules" USING btree ("clinic_id","location_id","start_at");