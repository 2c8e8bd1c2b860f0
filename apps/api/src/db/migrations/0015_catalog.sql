-- The catalog. Services (with the single services an associate one bundles and the result-sheet
-- forms it uses), service templates (ordered services) and the medicine library (its name as compared and searched is
-- a stored generated column, unique per clinic, so "Paracetamol" and "paracetamol" are one medicine).
CREATE TABLE "medicines" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"name" text NOT NULL,
	"search_name" text GENERATED ALWAYS AS (f_unaccent(lower(name))) STORED,
	"unit" text NOT NULL,
	"price" integer NOT NULL,
	"ingredients" text,
	"guide" text,
	"low_stock_threshold" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicines_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "medicines_clinic_search_name" UNIQUE("clinic_id","search_name")
);
--> statement-breakpoint
CREATE TABLE "service_associations" (
	"clinic_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"associated_service_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "service_associations_service_id_associated_service_id_pk" PRIMARY KEY("service_id","associated_service_id")
);
--> statement-breakpoint
CREATE TABLE "service_forms" (
	"clinic_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "service_forms_service_id_form_id_pk" PRIMARY KEY("service_id","form_id")
);
--> statement-breakpoint
CREATE TABLE "service_template_items" (
	"clinic_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "service_template_items_template_id_position_pk" PRIMARY KEY("template_id","position"),
	CONSTRAINT "service_template_items_once" UNIQUE("template_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "service_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_templates_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "service_templates_clinic_name" UNIQUE("clinic_id","name")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"commission_percent" double precision DEFAULT 0 NOT NULL,
	"is_basic_service" boolean DEFAULT false NOT NULL,
	"is_affiliate" boolean DEFAULT false NOT NULL,
	"type" text DEFAULT 'single' NOT NULL,
	"description" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_clinic_id_id" UNIQUE("clinic_id","id")
);
--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_associations" ADD CONSTRAINT "service_associations_clinic_id_service_id_services_clinic_id_id_fk" FOREIGN KEY ("clinic_id","service_id") REFERENCES "public"."services"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_associations" ADD CONSTRAINT "service_associations_clinic_id_associated_service_id_services_clinic_id_id_fk" FOREIGN KEY ("clinic_id","associated_service_id") REFERENCES "public"."services"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_forms" ADD CONSTRAINT "service_forms_clinic_id_service_id_services_clinic_id_id_fk" FOREIGN KEY ("clinic_id","service_id") REFERENCES "public"."services"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_forms" ADD CONSTRAINT "service_forms_clinic_id_form_id_forms_clinic_id_id_fk" FOREIGN KEY ("clinic_id","form_id") REFERENCES "public"."forms"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_template_items" ADD CONSTRAINT "service_template_items_clinic_id_template_id_service_templates_clinic_id_id_fk" FOREIGN KEY ("clinic_id","template_id") REFERENCES "public"."service_templates"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_template_items" ADD CONSTRAINT "service_template_items_clinic_id_service_id_services_clinic_id_id_fk" FOREIGN KEY ("clinic_id","service_id") REFERENCES "public"."services"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_templates" ADD CONSTRAINT "service_templates_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medicines_search_name" ON "medicines" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicines_by_name" ON "medicines" USING btree ("clinic_id","name","id");--> statement-breakpoint
CREATE INDEX "medicines_by_price" ON "medicines" USING btree ("clinic_id","price","id");--> statement-breakpoint
CREATE INDEX "medicines_newest" ON "medicines" USING btree ("clinic_id","created_at","id");--> statement-breakpoint
CREATE INDEX "service_associations_part" ON "service_associations" USING btree ("associated_service_id");--> statement-breakpoint
CREATE INDEX "service_forms_form" ON "service_forms" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "service_template_items_service" ON "service_template_items" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_templates_name_search" ON "service_templates" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_templates_by_name" ON "service_templates" USING btree ("clinic_id","name","id");--> statement-breakpoint
CREATE INDEX "service_templates_newest" ON "service_templates" USING btree ("clinic_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_clinic_code" ON "services" USING btree ("clinic_id",lower("code"));--> statement-breakpoint
CREATE INDEX "services_name_search" ON "services" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_code_search" ON "services" USING gin (f_unaccent(lower("code")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_by_name" ON "services" USING btree ("clinic_id","name","id");--> statement-breakpoint
CREATE INDEX "services_by_code" ON "services" USING btree ("clinic_id","code","id");--> statement-breakpoint
CREATE INDEX "services_by_price" ON "services" USING btree ("clinic_id","price","id");--> statement-breakpoint
CREATE INDEX "services_newest" ON "services" USING btree ("clinic_id","created_at","id");