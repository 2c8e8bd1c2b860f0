CREATE TABLE "e_invoice_settings" (
	"clinic_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"seller_tax_code" text NOT NULL,
	"seller_legal_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"template_code" text NOT NULL,
	"series" text NOT NULL,
	"issue_on" text NOT NULL,
	"service_tax_rate" smallint NOT NULL,
	"medicine_tax_rate" smallint NOT NULL,
	"package_tax_rate" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "e_invoice_settings_issue_on" CHECK ("e_invoice_settings"."issue_on" in ('payment', 'request')),
	CONSTRAINT "e_invoice_settings_rates" CHECK ("e_invoice_settings"."service_tax_rate" in (-2, -1, 0, 5, 8, 10) and "e_invoice_settings"."medicine_tax_rate" in (-2, -1, 0, 5, 8, 10)
        and "e_invoice_settings"."package_tax_rate" in (-2, -1, 0, 5, 8, 10))
);
--> statement-breakpoint
CREATE TABLE "e_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"adjusts_id" integer,
	"transaction_id" text NOT NULL,
	"status" text NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"payment_method" smallint,
	"reason" text,
	"send_seq" integer DEFAULT 1 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"template_code" text,
	"series" text,
	"number" text,
	"lookup_code" text,
	"issued_at" timestamp with time zone,
	"refusal_code" text,
	"refusal_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoices_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "e_invoices_transaction" UNIQUE("clinic_id","transaction_id"),
	CONSTRAINT "e_invoices_status" CHECK ("e_invoices"."status" in ('queued', 'issued', 'refused', 'adjusted', 'cancelled')),
	CONSTRAINT "e_invoices_amount" CHECK ("e_invoices"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "e_invoice_settings" ADD CONSTRAINT "e_invoice_settings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_clinic_id_invoice_id_invoices_clinic_id_id_fk" FOREIGN KEY ("clinic_id","invoice_id") REFERENCES "public"."invoices"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_clinic_id_adjusts_id_e_invoices_clinic_id_id_fk" FOREIGN KEY ("clinic_id","adjusts_id") REFERENCES "public"."e_invoices"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_invoices_invoice" ON "e_invoices" USING btree ("clinic_id","invoice_id");--> statement-breakpoint
CREATE INDEX "e_invoices_by_state" ON "e_invoices" USING btree ("clinic_id","status","created_at");