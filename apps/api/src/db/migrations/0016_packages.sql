-- Service packages (code unique per clinic, promotion below price, lines of one service or one
-- medicine each) and the packages patients buy: a snapshot of the terms and counts when put in the cart, one cart line
-- per package and patient (partial unique index), and a ledger of uses where a use given back is a new row.
CREATE TABLE "package_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"service_id" integer,
	"medicine_id" integer,
	"count" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "package_items_once_service" UNIQUE("package_id","service_id"),
	CONSTRAINT "package_items_once_medicine" UNIQUE("package_id","medicine_id"),
	CONSTRAINT "package_items_one_target" CHECK (num_nonnulls("package_items"."service_id", "package_items"."medicine_id") = 1),
	CONSTRAINT "package_items_count" CHECK ("package_items"."count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"price" integer NOT NULL,
	"promotion_price" integer,
	"expire_after_days" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"description" text,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "packages_promotion_below_price" CHECK ("packages"."promotion_price" is null or "packages"."promotion_price" < "packages"."price"),
	CONSTRAINT "packages_expire_after_days" CHECK ("packages"."expire_after_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "purchased_package_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"purchased_package_id" integer NOT NULL,
	"service_id" integer,
	"medicine_id" integer,
	"count" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "purchased_package_items_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "purchased_package_items_one_target" CHECK (num_nonnulls("purchased_package_items"."service_id", "purchased_package_items"."medicine_id") = 1),
	CONSTRAINT "purchased_package_items_count" CHECK ("purchased_package_items"."count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "purchased_package_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"purchased_package_item_id" integer NOT NULL,
	"count" integer NOT NULL,
	"appointment_id" integer,
	"invoice_id" integer,
	"reverses_use_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchased_package_uses_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "purchased_package_uses_reversed_once" UNIQUE("reverses_use_id"),
	CONSTRAINT "purchased_package_uses_sign" CHECK (("purchased_package_uses"."reverses_use_id" is null and "purchased_package_uses"."count" > 0) or ("purchased_package_uses"."reverses_use_id" is not null and "purchased_package_uses"."count" < 0))
);
--> statement-breakpoint
CREATE TABLE "purchased_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"clinic_patient_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"price" integer NOT NULL,
	"promotion_price" integer,
	"expire_after_days" integer NOT NULL,
	"status" text DEFAULT 'inCart' NOT NULL,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchased_packages_clinic_id_id" UNIQUE("clinic_id","id")
);
--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_clinic_id_package_id_packages_clinic_id_id_fk" FOREIGN KEY ("clinic_id","package_id") REFERENCES "public"."packages"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_clinic_id_service_id_services_clinic_id_id_fk" FOREIGN KEY ("clinic_id","service_id") REFERENCES "public"."services"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_clinic_id_medicine_id_medicines_clinic_id_id_fk" FOREIGN KEY ("clinic_id","medicine_id") REFERENCES "public"."medicines"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_package_items" ADD CONSTRAINT "purchased_package_items_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_package_items" ADD CONSTRAINT "purchased_package_items_clinic_id_purchased_package_id_purchased_packages_clinic_id_id_fk" FOREIGN KEY ("clinic_id","purchased_package_id") REFERENCES "public"."purchased_packages"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_package_items" ADD CONSTRAINT "purchased_package_items_clinic_id_service_id_services_clinic_id_id_fk" FOREIGN KEY ("clinic_id","service_id") REFERENCES "public"."services"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_package_items" ADD CONSTRAINT "purchased_package_items_clinic_id_medicine_id_medicines_clinic_id_id_fk" FOREIGN KEY ("clinic_id","medicine_id") REFERENCES "public"."medicines"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_package_uses" ADD CONSTRAINT "purchased_package_uses_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_package_uses" ADD CONSTRAINT "purchased_package_uses_clinic_id_purchased_package_item_id_purchased_package_items_clinic_id_id_fk" FOREIGN KEY ("clinic_id","purchased_package_item_id") REFERENCES "public"."purchased_package_items"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_package_uses" ADD CONSTRAINT "purchased_package_uses_clinic_id_appointment_id_appointments_clinic_id_id_fk" FOREIGN KEY ("clinic_id","appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_package_uses" ADD CONSTRAINT "purchased_package_uses_clinic_id_reverses_use_id_purchased_package_uses_clinic_id_id_fk" FOREIGN KEY ("clinic_id","reverses_use_id") REFERENCES "public"."purchased_package_uses"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_packages" ADD CONSTRAINT "purchased_packages_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_packages" ADD CONSTRAINT "purchased_packages_clinic_id_clinic_patient_id_clinic_patients_clinic_id_id_fk" FOREIGN KEY ("clinic_id","clinic_patient_id") REFERENCES "public"."clinic_patients"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_packages" ADD CONSTRAINT "purchased_packages_clinic_id_package_id_packages_clinic_id_id_fk" FOREIGN KEY ("clinic_id","package_id") REFERENCES "public"."packages"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_items_service" ON "package_items" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "package_items_medicine" ON "package_items" USING btree ("medicine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_clinic_code" ON "packages" USING btree ("clinic_id",lower("code"));--> statement-breakpoint
CREATE INDEX "packages_name_search" ON "packages" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_code_search" ON "packages" USING gin (f_unaccent(lower("code")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_by_code" ON "packages" USING btree ("clinic_id","code","id");--> statement-breakpoint
CREATE INDEX "packages_by_name" ON "packages" USING btree ("clinic_id","name","id");--> statement-breakpoint
CREATE INDEX "packages_by_price" ON "packages" USING btree ("clinic_id","price","id");--> statement-breakpoint
CREATE INDEX "packages_newest" ON "packages" USING btree ("clinic_id","created_at","id");--> statement-breakpoint
CREATE INDEX "purchased_package_items_package" ON "purchased_package_items" USING btree ("purchased_package_id");--> statement-breakpoint
CREATE INDEX "purchased_package_items_service" ON "purchased_package_items" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "purchased_package_items_medicine" ON "purchased_package_items" USING btree ("medicine_id");--> statement-breakpoint
CREATE INDEX "purchased_package_uses_item" ON "purchased_package_uses" USING btree ("purchased_package_item_id");--> statement-breakpoint
CREATE INDEX "purchased_package_uses_appointment" ON "purchased_package_uses" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchased_packages_cart_once" ON "purchased_packages" USING btree ("clinic_id","clinic_patient_id","package_id") WHERE "purchased_packages"."status" = 'inCart';--> statement-breakpoint
CREATE INDEX "purchased_packages_patient" ON "purchased_packages" USING btree ("clinic_id","clinic_patient_id","created_at");--> statement-breakpoint
CREATE INDEX "purchased_packages_package" ON "purchased_packages" USING btree ("package_id");