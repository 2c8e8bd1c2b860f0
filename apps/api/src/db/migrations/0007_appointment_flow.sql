CREATE TABLE "appointment_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"user_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_counters" (
	"clinic_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"day" date NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "queue_counters_clinic_id_doctor_id_day_pk" PRIMARY KEY("clinic_id","doctor_id","day")
);
--> statement-breakpoint
ALTER TABLE "appointment_status_history" ADD CONSTRAINT "appointment_status_history_clinic_id_appointment_id_appointments_clinic_id_id_fk" FOREIGN KEY ("clinic_id","appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_counters" ADD CONSTRAINT "queue_counters_clinic_id_doctor_id_doctors_clinic_id_id_fk" FOREIGN KEY ("clinic_id","doctor_id") REFERENCES "public"."doctors"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_status_history_appointment" ON "appointment_status_history" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_patient_once_per_slot" ON "appointments" USING btree ("clinic_id","clinic_patient_id","start_at") WHERE status in (1000, 2000, 3000, 4000) and not not_reserved;