-- The examination. Service orders (task lanes), result sheets (form owner kind ServiceSheet) with their
-- fixed keys as columns, one prescription per visit with its lines, prescription templates, lab results with files,
-- and the visit a package was sold in.
CREATE TABLE "lab_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"clinic_patient_id" integer NOT NULL,
	"appointment_id" integer,
	"laboratory_id" smallint NOT NULL,
	"result_date" date NOT NULL,
	"note" text,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_results_clinic_id_id" UNIQUE("clinic_id","id")
);
--> statement-breakpoint
CREATE TABLE "prescription_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"prescription_id" integer NOT NULL,
	"medicine_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"morning" real DEFAULT 0 NOT NULL,
	"noon" real DEFAULT 0 NOT NULL,
	"afternoon" real DEFAULT 0 NOT NULL,
	"evening" real DEFAULT 0 NOT NULL,
	"days" integer,
	"usage" text,
	"position" smallint NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "prescription_items_once" UNIQUE("prescription_id","medicine_id"),
	CONSTRAINT "prescription_items_quantity" CHECK ("prescription_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "prescription_template_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"medicine_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"morning" real DEFAULT 0 NOT NULL,
	"noon" real DEFAULT 0 NOT NULL,
	"afternoon" real DEFAULT 0 NOT NULL,
	"evening" real DEFAULT 0 NOT NULL,
	"days" integer,
	"usage" text,
	"position" smallint NOT NULL,
	CONSTRAINT "prescription_template_items_once" UNIQUE("template_id","medicine_id"),
	CONSTRAINT "prescription_template_items_quantity" CHECK ("prescription_template_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "prescription_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"name" text NOT NULL,
	"diagnosis" text,
	"advice" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescription_templates_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "prescription_templates_clinic_name" UNIQUE("clinic_id","name")
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"clinic_patient_id" integer NOT NULL,
	"diagnosis" text,
	"advice" text,
	"re_exam_date" date,
	"created_by" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "prescriptions_appointment" UNIQUE("appointment_id")
);
--> statement-breakpoint
CREATE TABLE "service_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price" integer NOT NULL,
	"purchased_package_item_id" integer,
	"package_use_id" integer,
	"lane" text DEFAULT 'todo' NOT NULL,
	"ordered_by" integer,
	"started_by" integer,
	"started_at" timestamp with time zone,
	"done_by" integer,
	"done_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_orders_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "service_orders_once" UNIQUE("appointment_id","service_id"),
	CONSTRAINT "service_orders_quantity" CHECK ("service_orders"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "service_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"service_order_id" integer,
	"form_id" integer NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"diagnosis" text,
	"conclusion" text,
	"next_appointment_date" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_sheets_clinic_id_id" UNIQUE("clinic_id","id")
);
--> statement-breakpoint
ALTER TABLE "purchased_packages" ADD COLUMN "appointment_id" integer;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_clinic_id_clinic_patient_id_clinic_patients_clinic_id_id_fk" FOREIGN KEY ("clinic_id","clinic_patient_id") REFERENCES "public"."clinic_patients"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_clinic_id_appointment_id_appointments_clinic_id_id_fk" FOREIGN KEY ("clinic_id","appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_items" ADD CONSTRAINT "prescription_items_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_items" ADD CONSTRAINT "prescription_items_clinic_id_prescription_id_prescriptions_clinic_id_id_fk" FOREIGN KEY ("clinic_id","prescription_id") REFERENCES "public"."prescriptions"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_items" ADD CONSTRAINT "prescription_items_clinic_id_medicine_id_medicines_clinic_id_id_fk" FOREIGN KEY ("clinic_id","medicine_id") REFERENCES "public"."medicines"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_template_items" ADD CONSTRAINT "prescription_template_items_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_template_items" ADD CONSTRAINT "prescription_template_items_clinic_id_template_id_prescription_templates_clinic_id_id_fk" FOREIGN KEY ("clinic_id","template_id") REFERENCES "public"."prescription_templates"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_template_items" ADD CONSTRAINT "prescription_template_items_clinic_id_medicine_id_medicines_clinic_id_id_fk" FOREIGN KEY ("clinic_id","medicine_id") REFERENCES "public"."medicines"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_templates" ADD CONSTRAINT "prescription_templates_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_clinic_id_appointment_id_appointments_clinic_id_id_fk" FOREIGN KEY ("clinic_id","appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_clinic_id_clinic_patient_id_clinic_patients_clinic_id_id_fk" FOREIGN KEY ("clinic_id","clinic_patient_id") REFERENCES "public"."clinic_patients"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_clinic_id_appointment_id_appointments_clinic_id_id_fk" FOREIGN KEY ("clinic_id","appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_clinic_id_service_id_services_clinic_id_id_fk" FOREIGN KEY ("clinic_id","service_id") REFERENCES "public"."services"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_clinic_id_purchased_package_item_id_purchased_package_items_clinic_id_id_fk" FOREIGN KEY ("clinic_id","purchased_package_item_id") REFERENCES "public"."purchased_package_items"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_clinic_id_package_use_id_purchased_package_uses_clinic_id_id_fk" FOREIGN KEY ("clinic_id","package_use_id") REFERENCES "public"."purchased_package_uses"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_sheets" ADD CONSTRAINT "service_sheets_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_sheets" ADD CONSTRAINT "service_sheets_clinic_id_appointment_id_appointments_clinic_id_id_fk" FOREIGN KEY ("clinic_id","appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_sheets" ADD CONSTRAINT "service_sheets_clinic_id_service_order_id_service_orders_clinic_id_id_fk" FOREIGN KEY ("clinic_id","service_order_id") REFERENCES "public"."service_orders"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_sheets" ADD CONSTRAINT "service_sheets_clinic_id_form_id_forms_clinic_id_id_fk" FOREIGN KEY ("clinic_id","form_id") REFERENCES "public"."forms"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_results_by_date" ON "lab_results" USING btree ("clinic_id","result_date","id");--> statement-breakpoint
CREATE INDEX "lab_results_patient" ON "lab_results" USING btree ("clinic_id","clinic_patient_id","result_date");--> statement-breakpoint
CREATE INDEX "lab_results_appointment" ON "lab_results" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "prescription_items_prescription" ON "prescription_items" USING btree ("prescription_id","position");--> statement-breakpoint
CREATE INDEX "prescription_items_medicine" ON "prescription_items" USING btree ("medicine_id");--> statement-breakpoint
CREATE INDEX "prescription_template_items_template" ON "prescription_template_items" USING btree ("template_id","position");--> statement-breakpoint
CREATE INDEX "prescription_template_items_medicine" ON "prescription_template_items" USING btree ("medicine_id");--> statement-breakpoint
CREATE INDEX "prescription_templates_name_search" ON "prescription_templates" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prescription_templates_by_name" ON "prescription_templates" USING btree ("clinic_id","name","id");--> statement-breakpoint
CREATE INDEX "prescription_templates_newest" ON "prescription_templates" USING btree ("clinic_id","created_at","id");--> statement-breakpoint
CREATE INDEX "prescriptions_re_exam" ON "prescriptions" USING btree ("clinic_id","re_exam_date") WHERE "prescriptions"."re_exam_date" is not null;--> statement-breakpoint
CREATE INDEX "prescriptions_patient" ON "prescriptions" USING btree ("clinic_id","clinic_patient_id","created_at");--> statement-breakpoint
CREATE INDEX "service_orders_appointment" ON "service_orders" USING btree ("appointment_id","position");--> statement-breakpoint
CREATE INDEX "service_orders_service" ON "service_orders" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_orders_board" ON "service_orders" USING btree ("clinic_id","lane","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_sheets_once" ON "service_sheets" USING btree ("appointment_id",coalesce("service_order_id", 0),"form_id");--> statement-breakpoint
CREATE INDEX "service_sheets_re_exam" ON "service_sheets" USING btree ("clinic_id","next_appointment_date") WHERE "service_sheets"."next_appointment_date" is not null;--> statement-breakpoint
ALTER TABLE "purchased_packages" ADD CONSTRAINT "purchased_packages_clinic_id_appointment_id_appointments_clinic_id_id_fk" FOREIGN KEY ("clinic_id","appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchased_packages_appointment" ON "purchased_packages" USING btree ("appointment_id");