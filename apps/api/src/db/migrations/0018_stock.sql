CREATE TABLE "idempotency_keys" (
	"clinic_id" integer NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_clinic_id_key_pk" PRIMARY KEY("clinic_id","key")
);
--> statement-breakpoint
CREATE TABLE "medicine_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"medicine_id" integer NOT NULL,
	"lot_number" text NOT NULL,
	"expiry_date" date NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"cost_per_unit" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_lots_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "medicine_lots_quantity" CHECK ("medicine_lots"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"medicine_id" integer NOT NULL,
	"sheet_id" integer NOT NULL,
	"sheet_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_moves_quantity" CHECK ("stock_moves"."quantity" <> 0)
);
--> statement-breakpoint
CREATE TABLE "stock_sheet_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"sheet_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"medicine_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"import_price" integer,
	"export_price" integer,
	"discount_percent" double precision,
	"cost_per_unit" integer NOT NULL,
	CONSTRAINT "stock_sheet_items_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "stock_sheet_items_position" UNIQUE("sheet_id","position"),
	CONSTRAINT "stock_sheet_items_quantity" CHECK ("stock_sheet_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" smallint NOT NULL,
	"reason" text NOT NULL,
	"supplier_id" integer,
	"note" text,
	"ref_sheet_id" integer,
	"prescription_id" integer,
	"invoice_id" integer,
	"total" bigint NOT NULL,
	"total_cost" bigint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_sheets_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "stock_sheets_clinic_code" UNIQUE("clinic_id","code"),
	CONSTRAINT "stock_sheets_type" CHECK ("stock_sheets"."type" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "near_expiry_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_lots" ADD CONSTRAINT "medicine_lots_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_lots" ADD CONSTRAINT "medicine_lots_clinic_id_medicine_id_medicines_clinic_id_id_fk" FOREIGN KEY ("clinic_id","medicine_id") REFERENCES "public"."medicines"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_clinic_id_lot_id_medicine_lots_clinic_id_id_fk" FOREIGN KEY ("clinic_id","lot_id") REFERENCES "public"."medicine_lots"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_clinic_id_sheet_id_stock_sheets_clinic_id_id_fk" FOREIGN KEY ("clinic_id","sheet_id") REFERENCES "public"."stock_sheets"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_clinic_id_sheet_item_id_stock_sheet_items_clinic_id_id_fk" FOREIGN KEY ("clinic_id","sheet_item_id") REFERENCES "public"."stock_sheet_items"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_sheet_items" ADD CONSTRAINT "stock_sheet_items_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_sheet_items" ADD CONSTRAINT "stock_sheet_items_clinic_id_sheet_id_stock_sheets_clinic_id_id_fk" FOREIGN KEY ("clinic_id","sheet_id") REFERENCES "public"."stock_sheets"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_sheet_items" ADD CONSTRAINT "stock_sheet_items_clinic_id_medicine_id_medicines_clinic_id_id_fk" FOREIGN KEY ("clinic_id","medicine_id") REFERENCES "public"."medicines"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_sheet_items" ADD CONSTRAINT "stock_sheet_items_clinic_id_lot_id_medicine_lots_clinic_id_id_fk" FOREIGN KEY ("clinic_id","lot_id") REFERENCES "public"."medicine_lots"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_sheets" ADD CONSTRAINT "stock_sheets_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_sheets" ADD CONSTRAINT "stock_sheets_clinic_id_supplier_id_suppliers_clinic_id_id_fk" FOREIGN KEY ("clinic_id","supplier_id") REFERENCES "public"."suppliers"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_sheets" ADD CONSTRAINT "stock_sheets_clinic_id_ref_sheet_id_stock_sheets_clinic_id_id_fk" FOREIGN KEY ("clinic_id","ref_sheet_id") REFERENCES "public"."stock_sheets"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_sheets" ADD CONSTRAINT "stock_sheets_clinic_id_prescription_id_prescriptions_clinic_id_id_fk" FOREIGN KEY ("clinic_id","prescription_id") REFERENCES "public"."prescriptions"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_age" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "medicine_lots_number" ON "medicine_lots" USING btree ("clinic_id","medicine_id",lower("lot_number"));--> statement-breakpoint
CREATE INDEX "medicine_lots_fefo" ON "medicine_lots" USING btree ("medicine_id","expiry_date","id");--> statement-breakpoint
CREATE INDEX "medicine_lots_expiring" ON "medicine_lots" USING btree ("clinic_id","expiry_date") WHERE "medicine_lots"."quantity" > 0;--> statement-breakpoint
CREATE INDEX "stock_moves_lot" ON "stock_moves" USING btree ("lot_id","id");--> statement-breakpoint
CREATE INDEX "stock_moves_medicine" ON "stock_moves" USING btree ("clinic_id","medicine_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_moves_sheet" ON "stock_moves" USING btree ("sheet_id");--> statement-breakpoint
CREATE INDEX "stock_sheet_items_lot" ON "stock_sheet_items" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "stock_sheet_items_medicine" ON "stock_sheet_items" USING btree ("medicine_id");--> statement-breakpoint
CREATE INDEX "stock_sheets_newest" ON "stock_sheets" USING btree ("clinic_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_sheets_ref" ON "stock_sheets" USING btree ("ref_sheet_id");--> statement-breakpoint
CREATE INDEX "stock_sheets_supplier" ON "stock_sheets" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "stock_sheets_prescription" ON "stock_sheets" USING btree ("prescription_id");--> statement-breakpoint
-- Posted stock rows are never changed (docs/conventions.md#money): a saved sheet, its items and its moves are
-- refused any UPDATE or DELETE by the database itself, whatever route or script tries. A mistake is a new sheet.
CREATE FUNCTION "stock_rows_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock sheets, their items and stock moves are final: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "stock_sheets_final" BEFORE UPDATE OR DELETE ON "stock_sheets"
  FOR EACH ROW EXECUTE FUNCTION "stock_rows_are_final"();--> statement-breakpoint
CREATE TRIGGER "stock_sheet_items_final" BEFORE UPDATE OR DELETE ON "stock_sheet_items"
  FOR EACH ROW EXECUTE FUNCTION "stock_rows_are_final"();--> statement-breakpoint
CREATE TRIGGER "stock_moves_final" BEFORE UPDATE OR DELETE ON "stock_moves"
  FOR EACH ROW EXECUTE FUNCTION "stock_rows_are_final"();
