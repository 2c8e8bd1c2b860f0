CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"name" varchar(100) NOT NULL,
	"token_hash" text,
	"pairing_code_hash" text,
	"pairing_expires_at" timestamp with time zone,
	"paired_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_token_hash" UNIQUE("token_hash"),
	CONSTRAINT "devices_pairing_code_hash" UNIQUE("pairing_code_hash"),
	CONSTRAINT "devices_clinic_id_id" UNIQUE("clinic_id","id"),
	CONSTRAINT "devices_clinic_name" UNIQUE("clinic_id","name")
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "room" varchar(50);--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_clinic_id_location_id_locations_clinic_id_id_fk" FOREIGN KEY ("clinic_id","location_id") REFERENCES "public"."locations"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_clinic" ON "devices" USING btree ("clinic_id");