CREATE TABLE "clinic_patients" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"code" text NOT NULL,
	"full_name" text NOT NULL,
	"gender" smallint NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"birthday" date,
	"year_of_birth" smallint,
	"nationality" smallint NOT NULL,
	"province_id" smallint,
	"address" text,
	"height_cm" real,
	"weight_kg" real,
	"medical_history" text,
	"allergy" text,
	"avatar_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_patients_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "clinic_patients_clinic_code" UNIQUE("clinic_id","code")
);
--> statement-breakpoint
CREATE TABLE "form_properties" (
	"clinic_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "form_properties_form_id_property_id_pk" PRIMARY KEY("form_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"name" text NOT NULL,
	"entity_type" smallint NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "forms_clinic_name" UNIQUE("clinic_id","name")
);
--> statement-breakpoint
CREATE TABLE "patient_property_values" (
	"clinic_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_property_values_patient_id_property_id_pk" PRIMARY KEY("patient_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "physical_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "physical_files_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "physical_files_storage_key" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"name" text NOT NULL,
	"internal_name" text NOT NULL,
	"entity_type" smallint NOT NULL,
	"field_type" smallint NOT NULL,
	"size" smallint NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fixed" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "properties_clinic_entity_internal_name" UNIQUE("clinic_id","entity_type","internal_name")
);
--> statement-breakpoint
ALTER TABLE "clinic_patients" ADD CONSTRAINT "clinic_patients_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_patients" ADD CONSTRAINT "clinic_patients_clinic_id_avatar_file_id_physical_files_clinic_id_id_fk" FOREIGN KEY ("clinic_id","avatar_file_id") REFERENCES "public"."physical_files"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_properties" ADD CONSTRAINT "form_properties_clinic_id_form_id_forms_clinic_id_id_fk" FOREIGN KEY ("clinic_id","form_id") REFERENCES "public"."forms"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_properties" ADD CONSTRAINT "form_properties_clinic_id_property_id_properties_clinic_id_id_fk" FOREIGN KEY ("clinic_id","property_id") REFERENCES "public"."properties"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_property_values" ADD CONSTRAINT "patient_property_values_clinic_id_patient_id_clinic_patients_clinic_id_id_fk" FOREIGN KEY ("clinic_id","patient_id") REFERENCES "public"."clinic_patients"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_property_values" ADD CONSTRAINT "patient_property_values_clinic_id_property_id_properties_clinic_id_id_fk" FOREIGN KEY ("clinic_id","property_id") REFERENCES "public"."properties"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_files" ADD CONSTRAINT "physical_files_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinic_patients_name_search" ON "clinic_patients" USING gin (f_unaccent(lower("full_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clinic_patients_phone" ON "clinic_patients" USING btree ("clinic_id","phone");--> statement-breakpoint
CREATE INDEX "clinic_patients_clinic_year" ON "clinic_patients" USING btree ("clinic_id","year_of_birth");--> statement-breakpoint
CREATE INDEX "form_properties_property" ON "form_properties" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_one_default_per_entity" ON "forms" USING btree ("clinic_id","entity_type") WHERE is_default;--> statement-breakpoint
CREATE INDEX "forms_name_search" ON "forms" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patient_property_values_property" ON "patient_property_values" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "physical_files_pending" ON "physical_files" USING btree ("created_at") WHERE ready_at is null;--> statement-breakpoint
CREATE INDEX "properties_name_search" ON "properties" USING gin (f_unaccent(lower("name")) gin_trgm_ops);