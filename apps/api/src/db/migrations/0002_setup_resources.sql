CREATE TABLE "doctor_locations" (
	"clinic_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "doctor_locations_doctor_id_location_id_pk" PRIMARY KEY("doctor_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "doctor_specialties" (
	"clinic_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"specialty_id" integer NOT NULL,
	CONSTRAINT "doctor_specialties_doctor_id_specialty_id_pk" PRIMARY KEY("doctor_id","specialty_id")
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"name" text NOT NULL,
	"doctor_code" text NOT NULL,
	"years_of_experience" smallint,
	"introduction" text,
	"work_experience" text,
	"certificates" text,
	"time_per_appointment_in_minutes" smallint DEFAULT 15 NOT NULL,
	"waiting_time" smallint DEFAULT 0 NOT NULL,
	"is_visible_for_booking" boolean DEFAULT true NOT NULL,
	"is_auto_approve_appointment" boolean DEFAULT false NOT NULL,
	"number_of_appointments_per_slot" smallint DEFAULT 1 NOT NULL,
	"user_id" integer,
	"avatar_file_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctors_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "doctors_clinic_code" UNIQUE("clinic_id","doctor_code"),
	CONSTRAINT "doctors_clinic_name" UNIQUE("clinic_id","name")
);
--> statement-breakpoint
CREATE TABLE "laboratory_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"provider_id" smallint NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"base_url" text,
	"username" text,
	"api_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "laboratory_settings_clinic_provider" UNIQUE("clinic_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"province_id" smallint,
	"latitude" double precision,
	"longitude" double precision,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "locations_clinic_name" UNIQUE("clinic_id","name")
);
--> statement-breakpoint
CREATE TABLE "specialties" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specialties_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "specialties_clinic_name" UNIQUE("clinic_id","name")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"address" text,
	"tax_code" text,
	"note" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "suppliers_clinic_name" UNIQUE("clinic_id","name")
);
--> statement-breakpoint
CREATE TABLE "symptoms" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "symptoms_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "symptoms_clinic_name" UNIQUE("clinic_id","name")
);
--> statement-breakpoint
ALTER TABLE "doctor_locations" ADD CONSTRAINT "doctor_locations_clinic_id_doctor_id_doctors_clinic_id_id_fk" FOREIGN KEY ("clinic_id","doctor_id") REFERENCES "public"."doctors"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_locations" ADD CONSTRAINT "doctor_locations_clinic_id_location_id_locations_clinic_id_id_fk" FOREIGN KEY ("clinic_id","location_id") REFERENCES "public"."locations"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_specialties" ADD CONSTRAINT "doctor_specialties_clinic_id_doctor_id_doctors_clinic_id_id_fk" FOREIGN KEY ("clinic_id","doctor_id") REFERENCES "public"."doctors"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_specialties" ADD CONSTRAINT "doctor_specialties_clinic_id_specialty_id_specialties_clinic_id_id_fk" FOREIGN KEY ("clinic_id","specialty_id") REFERENCES "public"."specialties"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_clinic_id_user_id_users_clinic_id_id_fk" FOREIGN KEY ("clinic_id","user_id") REFERENCES "public"."users"("clinic_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratory_settings" ADD CONSTRAINT "laboratory_settings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialties" ADD CONSTRAINT "specialties_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "symptoms" ADD CONSTRAINT "symptoms_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_locations_location" ON "doctor_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "doctor_specialties_specialty" ON "doctor_specialties" USING btree ("specialty_id");--> statement-breakpoint
CREATE INDEX "doctors_name_search" ON "doctors" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_name_search" ON "locations" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "specialties_name_search" ON "specialties" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_name_search" ON "suppliers" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "symptoms_name_search" ON "symptoms" USING gin (f_unaccent(lower("name")) gin_trgm_ops);