CREATE TABLE "bank_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"gateway" text,
	"account_number" text,
	"amount" bigint NOT NULL,
	"content" text,
	"reference_code" text,
	"transaction_at" timestamp with time zone,
	"status" text NOT NULL,
	"invoice_id" integer,
	"attached_by" integer,
	"attached_at" timestamp with time zone,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "bank_transfers_once" UNIQUE("clinic_id","provider","external_id"),
	CONSTRAINT "bank_transfers_status" CHECK ("bank_transfers"."status" in ('matched', 'unmatched', 'attached'))
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"service_id" integer,
	"medicine_id" integer,
	"package_id" integer,
	"service_order_id" integer,
	"prescription_id" integer,
	"purchased_package_id" integer,
	"name" text NOT NULL,
	"unit" text,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"discount_kind" text,
	"discount_value" double precision,
	"discount" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "invoice_items_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "invoice_items_position" UNIQUE("invoice_id","position"),
	CONSTRAINT "invoice_items_kind" CHECK (("invoice_items"."kind" = 'service' and "invoice_items"."service_id" is not null and "invoice_items"."medicine_id" is null and "invoice_items"."package_id" is null)
       or ("invoice_items"."kind" = 'medicine' and "invoice_items"."medicine_id" is not null and "invoice_items"."service_id" is null and "invoice_items"."package_id" is null)
       or ("invoice_items"."kind" = 'package' and "invoice_items"."package_id" is not null and "invoice_items"."service_id" is null and "invoice_items"."medicine_id" is null)),
	CONSTRAINT "invoice_items_amounts" CHECK ("invoice_items"."quantity" > 0 and "invoice_items"."unit_price" >= 0 and "invoice_items"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"code" text NOT NULL,
	"appointment_id" integer,
	"clinic_patient_id" integer NOT NULL,
	"status" smallint DEFAULT 1000 NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount_kind" text,
	"discount_value" double precision,
	"discount" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"payment_method" smallint,
	"amount_received" bigint,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"canceled_at" timestamp with time zone,
	"canceled_by" integer,
	"cancel_reason" text,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "invoices_clinic_code" UNIQUE("clinic_id","code"),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in (1000, 9000, 9999)),
	CONSTRAINT "invoices_total" CHECK ("invoices"."total" >= 0 and "invoices"."subtotal" >= 0 and "invoices"."discount" >= 0),
	CONSTRAINT "invoices_discount_kind" CHECK ("invoices"."discount_kind" is null or "invoices"."discount_kind" in ('amount', 'percent')),
	CONSTRAINT "invoices_payment_method" CHECK ("invoices"."payment_method" is null or "invoices"."payment_method" in (1, 2, 3)),
	CONSTRAINT "invoices_paid" CHECK (("invoices"."paid_at" is null) = ("invoices"."payment_method" is null) and ("invoices"."status" <> 9000 or "invoices"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"method" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"reverses_payment_id" integer,
	"bank_transfer_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "payments_reversed_once" UNIQUE("reverses_payment_id"),
	CONSTRAINT "payments_method" CHECK ("payments"."method" in (1, 2, 3)),
	CONSTRAINT "payments_sign" CHECK (("payments"."reverses_payment_id" is null and "payments"."amount" > 0) or ("payments"."reverses_payment_id" is not null and "payments"."amount" < 0))
);
--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "bank_bin" text;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "bank_account_name" text;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "bank_webhook_key_hash" text;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_clinic_id_invoice_id_invoices_clinic_id_id_fk" FOREIGN KEY ("clinic_id","invoice_id") REFERENCES "public"."invoices"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_clinic_id_invoice_id_invoices_clinic_id_id_fk" FOREIGN KEY ("clinic_id","invoice_id") REFERENCES "public"."invoices"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_clinic_id_service_id_services_clinic_id_id_fk" FOREIGN KEY ("clinic_id","service_id") REFERENCES "public"."services"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_clinic_id_medicine_id_medicines_clinic_id_id_fk" FOREIGN KEY ("clinic_id","medicine_id") REFERENCES "public"."medicines"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_clinic_id_package_id_packages_clinic_id_id_fk" FOREIGN KEY ("clinic_id","package_id") REFERENCES "public"."packages"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_clinic_id_prescription_id_prescriptions_clinic_id_id_fk" FOREIGN KEY ("clinic_id","prescription_id") REFERENCES "public"."prescriptions"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_clinic_id_appointment_id_appointments_clinic_id_id_fk" FOREIGN KEY ("clinic_id","appointment_id") REFERENCES "public"."appointments"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_clinic_id_clinic_patient_id_clinic_patients_clinic_id_id_fk" FOREIGN KEY ("clinic_id","clinic_patient_id") REFERENCES "public"."clinic_patients"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_clinic_id_invoice_id_invoices_clinic_id_id_fk" FOREIGN KEY ("clinic_id","invoice_id") REFERENCES "public"."invoices"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_clinic_id_reverses_payment_id_payments_clinic_id_id_fk" FOREIGN KEY ("clinic_id","reverses_payment_id") REFERENCES "public"."payments"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_clinic_id_bank_transfer_id_bank_transfers_clinic_id_id_fk" FOREIGN KEY ("clinic_id","bank_transfer_id") REFERENCES "public"."bank_transfers"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfers_unmatched" ON "bank_transfers" USING btree ("clinic_id","created_at") WHERE "bank_transfers"."status" = 'unmatched';--> statement-breakpoint
CREATE INDEX "invoice_items_invoice" ON "invoice_items" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_items_service" ON "invoice_items" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "invoice_items_medicine" ON "invoice_items" USING btree ("medicine_id");--> statement-breakpoint
CREATE INDEX "invoice_items_package" ON "invoice_items" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "invoice_items_service_order" ON "invoice_items" USING btree ("service_order_id");--> statement-breakpoint
CREATE INDEX "invoice_items_purchased_package" ON "invoice_items" USING btree ("purchased_package_id");--> statement-breakpoint
CREATE INDEX "invoice_items_prescription" ON "invoice_items" USING btree ("prescription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_open_per_visit" ON "invoices" USING btree ("appointment_id") WHERE "invoices"."status" = 1000 and "invoices"."appointment_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_newest" ON "invoices" USING btree ("clinic_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_by_status" ON "invoices" USING btree ("clinic_id","status","created_at");--> statement-breakpoint
CREATE INDEX "invoices_appointment" ON "invoices" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "invoices_patient" ON "invoices" USING btree ("clinic_patient_id");--> statement-breakpoint
CREATE INDEX "invoices_paid" ON "invoices" USING btree ("clinic_id","paid_at");--> statement-breakpoint
CREATE INDEX "payments_invoice" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_newest" ON "payments" USING btree ("clinic_id","created_at");--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_bank_webhook_key_hash_unique" UNIQUE("bank_webhook_key_hash");--> statement-breakpoint
-- Posted money is final (docs/conventions.md#money), enforced by the database whatever code runs:
-- payments are append-only (a refund is a new negative row); a paid invoice's money, lines and payment never
-- change: it may only become Canceled (with who, when and why); a cancelled invoice never changes again; only an
-- unpaid invoice's lines may be written (a rebuild from the visit).
CREATE FUNCTION "payments_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payments are final: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_final" BEFORE UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_are_final"();--> statement-breakpoint
CREATE FUNCTION "posted_invoices_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 1000 THEN
      RAISE EXCEPTION 'invoice % is posted: DELETE refused', OLD.code USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status = 9999 OR (OLD.status = 9000 AND (
      NEW.status <> 9999
      OR (NEW.code, NEW.appointment_id, NEW.clinic_patient_id, NEW.subtotal, NEW.discount_kind, NEW.discount_value,
          NEW.discount, NEW.total, NEW.payment_method, NEW.amount_received, NEW.paid_at, NEW.paid_by, NEW.created_at)
         IS DISTINCT FROM
         (OLD.code, OLD.appointment_id, OLD.clinic_patient_id, OLD.subtotal, OLD.discount_kind, OLD.discount_value,
          OLD.discount, OLD.total, OLD.payment_method, OLD.amount_received, OLD.paid_at, OLD.paid_by, OLD.created_at)))
  THEN
    RAISE EXCEPTION 'invoice % is posted: only cancelling a paid invoice is allowed', OLD.code
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_posted_final" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "posted_invoices_are_final"();--> statement-breakpoint
CREATE FUNCTION "posted_invoice_lines_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  invoice_status smallint;
BEGIN
  SELECT status INTO invoice_status FROM invoices
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.invoice_id ELSE NEW.invoice_id END;
  IF invoice_status IS DISTINCT FROM 1000 OR (TG_OP = 'UPDATE' AND OLD.invoice_id <> NEW.invoice_id) THEN
    RAISE EXCEPTION 'the lines of a posted invoice are final: % refused', TG_OP USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoice_items_posted_final" BEFORE INSERT OR UPDATE OR DELETE ON "invoice_items"
  FOR EACH ROW EXECUTE FUNCTION "posted_invoice_lines_are_final"();
