CREATE TABLE "sale_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"day" date NOT NULL,
	"entry" smallint NOT NULL,
	"invoice_id" integer NOT NULL,
	"location_id" integer,
	"doctor_id" integer,
	"clinic_patient_id" integer NOT NULL,
	"payment_method" smallint NOT NULL,
	"gross" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"net" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_invoices_once" UNIQUE("invoice_id","entry"),
	CONSTRAINT "sale_invoices_entry" CHECK ("sale_invoices"."entry" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "sale_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"day" date NOT NULL,
	"entry" smallint NOT NULL,
	"invoice_id" integer NOT NULL,
	"invoice_item_id" integer NOT NULL,
	"location_id" integer,
	"doctor_id" integer,
	"clinic_patient_id" integer NOT NULL,
	"payment_method" smallint NOT NULL,
	"kind" text NOT NULL,
	"service_id" integer,
	"medicine_id" integer,
	"package_id" integer,
	"lot_id" integer,
	"opens_invoice" boolean DEFAULT false NOT NULL,
	"quantity" integer NOT NULL,
	"gross" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"net" bigint NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_lines_entry" CHECK ("sale_lines"."entry" in (1, 2)),
	CONSTRAINT "sale_lines_net" CHECK ("sale_lines"."net" = "sale_lines"."gross" - "sale_lines"."discount")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "source" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_invoices" ADD CONSTRAINT "sale_invoices_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_invoices" ADD CONSTRAINT "sale_invoices_clinic_id_invoice_id_invoices_clinic_id_id_fk" FOREIGN KEY ("clinic_id","invoice_id") REFERENCES "public"."invoices"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_clinic_id_invoice_id_invoices_clinic_id_id_fk" FOREIGN KEY ("clinic_id","invoice_id") REFERENCES "public"."invoices"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_clinic_id_invoice_item_id_invoice_items_clinic_id_id_fk" FOREIGN KEY ("clinic_id","invoice_item_id") REFERENCES "public"."invoice_items"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_invoices_by_day" ON "sale_invoices" USING btree ("clinic_id","day");--> statement-breakpoint
CREATE INDEX "sale_lines_by_day" ON "sale_lines" USING btree ("clinic_id","day");--> statement-breakpoint
CREATE INDEX "sale_lines_kind_day" ON "sale_lines" USING btree ("clinic_id","kind","day");--> statement-breakpoint
CREATE INDEX "sale_lines_invoice" ON "sale_lines" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_source" CHECK (source in (1, 2, 3));--> statement-breakpoint
-- How the appointments already booked came to be: walk-ins are known; an online booking is the one whose first
-- status was set by no user (the booking site); the rest were booked by staff (the default).
UPDATE "appointments" SET "source" = 3 WHERE "not_reserved";--> statement-breakpoint
UPDATE "appointments" a SET "source" = 2
  WHERE NOT a."not_reserved" AND EXISTS (
    SELECT 1 FROM "appointment_status_history" h
    WHERE h."appointment_id" = a."id" AND h."from_status" IS NULL AND h."user_id" IS NULL);--> statement-breakpoint
-- The ledger of the invoices paid before it existed, as the API writes it (modules/billing/sale-ledger.ts): one
-- sale row per line with the invoice's discount shared by the largest remainders, and the refund rows of those
-- since cancelled. A medicine's line keeps the first lot its sale took and the cost of all it took.
WITH line AS (
  SELECT ii.*, i."discount" AS inv_discount, i."subtotal", i."paid_at", i."payment_method", i."appointment_id",
    i."clinic_patient_id" AS patient_id, i."canceled_at", i."status" AS inv_status,
    LEAST(i."discount", i."subtotal")::numeric * ii."total" AS product
  FROM "invoice_items" ii JOIN "invoices" i ON i."clinic_id" = ii."clinic_id" AND i."id" = ii."invoice_id"
  WHERE i."paid_at" IS NOT NULL
), ranked AS (
  -- In integers, as shareInProportion: the floor of each share, the left-over đồng to the largest remainders.
  SELECT line.*,
    CASE WHEN subtotal > 0 THEN div(product, subtotal) ELSE 0 END AS base_share,
    row_number() OVER (PARTITION BY invoice_id
      ORDER BY CASE WHEN subtotal > 0 THEN mod(product, subtotal) ELSE 0 END DESC, position) AS rank,
    CASE WHEN subtotal > 0 THEN LEAST(inv_discount, subtotal) - sum(div(product, subtotal)) OVER (PARTITION BY invoice_id)
      ELSE 0 END AS left_over
  FROM line
), shared AS (
  SELECT ranked.*, base_share + CASE WHEN rank <= left_over THEN 1 ELSE 0 END AS share,
    (SELECT tz."time_zone" FROM "clinics" tz WHERE tz."id" = ranked."clinic_id") AS zone
  FROM ranked
), lots AS (
  SELECT s."invoice_id", si."medicine_id", min(si."lot_id") AS lot_id, sum(si."quantity" * si."cost_per_unit") AS cost
  FROM "stock_sheet_items" si JOIN "stock_sheets" s ON s."clinic_id" = si."clinic_id" AND s."id" = si."sheet_id"
  WHERE s."type" = 2 AND s."invoice_id" IS NOT NULL
  GROUP BY s."invoice_id", si."medicine_id"
)
INSERT INTO "sale_lines" ("clinic_id", "day", "entry", "invoice_id", "invoice_item_id", "location_id", "doctor_id",
  "clinic_patient_id", "payment_method", "kind", "service_id", "medicine_id", "package_id", "lot_id", "quantity",
  "gross", "discount", "net", "cost", "commission", "opens_invoice", "created_at")
SELECT x."clinic_id", (x."paid_at" AT TIME ZONE x.zone)::date, 1, x."invoice_id", x."id", a."location_id",
  a."doctor_id", x.patient_id, x."payment_method", x."kind", x."service_id", x."medicine_id", x."package_id",
  l.lot_id, x."quantity", x."unit_price"::bigint * x."quantity",
  x."unit_price"::bigint * x."quantity" - x."total" + x.share, x."total" - x.share, coalesce(l.cost, 0),
  -- Math.round: halves up (round() of a double would round them to even).
  CASE WHEN x."kind" = 'service' THEN floor((x."total" - x.share) * coalesce(sv."commission_percent", 0) / 100 + 0.5) ELSE 0 END,
  x."position" = min(x."position") OVER (PARTITION BY x."invoice_id"), x."paid_at"
FROM shared x
LEFT JOIN "appointments" a ON a."clinic_id" = x."clinic_id" AND a."id" = x."appointment_id"
LEFT JOIN "services" sv ON sv."clinic_id" = x."clinic_id" AND sv."id" = x."service_id"
LEFT JOIN lots l ON l."invoice_id" = x."invoice_id" AND l."medicine_id" = x."medicine_id"
ORDER BY x."invoice_id", x."position";--> statement-breakpoint
INSERT INTO "sale_lines" ("clinic_id", "day", "entry", "invoice_id", "invoice_item_id", "location_id", "doctor_id",
  "clinic_patient_id", "payment_method", "kind", "service_id", "medicine_id", "package_id", "lot_id", "quantity",
  "gross", "discount", "net", "cost", "commission", "opens_invoice", "created_at")
SELECT s."clinic_id", (i."canceled_at" AT TIME ZONE c."time_zone")::date, 2, s."invoice_id", s."invoice_item_id",
  s."location_id", s."doctor_id", s."clinic_patient_id", s."payment_method", s."kind", s."service_id",
  s."medicine_id", s."package_id", s."lot_id", -s."quantity", -s."gross", -s."discount", -s."net", -s."cost",
  -s."commission", s."opens_invoice", i."canceled_at"
FROM "sale_lines" s
JOIN "invoices" i ON i."clinic_id" = s."clinic_id" AND i."id" = s."invoice_id"
JOIN "clinics" c ON c."id" = s."clinic_id"
WHERE i."status" = 9999 AND i."canceled_at" IS NOT NULL
ORDER BY s."id";--> statement-breakpoint
-- The same by invoice (sale_invoices): the sums of each invoice's sale rows and of its refund rows.
INSERT INTO "sale_invoices" ("clinic_id", "day", "entry", "invoice_id", "location_id", "doctor_id", "clinic_patient_id",
  "payment_method", "gross", "discount", "net", "commission", "created_at")
SELECT "clinic_id", "day", "entry", "invoice_id", "location_id", "doctor_id", "clinic_patient_id", "payment_method",
  sum("gross"), sum("discount"), sum("net"), sum("commission"), min("created_at")
FROM "sale_lines"
GROUP BY "clinic_id", "day", "entry", "invoice_id", "location_id", "doctor_id", "clinic_patient_id", "payment_method"
ORDER BY min("id");--> statement-breakpoint
-- Both ledgers are append-only, like payments: a refund is a new row, never an edit.
CREATE FUNCTION "sale_lines_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'sale lines are final: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "sale_lines_final" BEFORE UPDATE OR DELETE ON "sale_lines"
  FOR EACH ROW EXECUTE FUNCTION "sale_lines_are_final"();--> statement-breakpoint
CREATE TRIGGER "sale_invoices_final" BEFORE UPDATE OR DELETE ON "sale_invoices"
  FOR EACH ROW EXECUTE FUNCTION "sale_lines_are_final"();
