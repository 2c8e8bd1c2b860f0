CREATE TABLE "print_pdfs" (
	"clinic_id" integer NOT NULL,
	"kind" text NOT NULL,
	"document_id" integer NOT NULL,
	"key" text NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_pdfs_clinic_id_kind_document_id_pk" PRIMARY KEY("clinic_id","kind","document_id"),
	CONSTRAINT "print_pdfs_kind" CHECK ("print_pdfs"."kind" in ('invoice', 'prescription', 'appointment', 'checkInSheet', 'resultSheet'))
);
--> statement-breakpoint
CREATE TABLE "print_templates" (
	"clinic_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_id" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_templates_clinic_id_kind_pk" PRIMARY KEY("clinic_id","kind"),
	CONSTRAINT "print_templates_kind" CHECK ("print_templates"."kind" in ('invoice', 'prescription', 'appointment', 'checkInSheet', 'resultSheet'))
);
--> statement-breakpoint
ALTER TABLE "print_pdfs" ADD CONSTRAINT "print_pdfs_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_pdfs" ADD CONSTRAINT "print_pdfs_file" FOREIGN KEY ("clinic_id","file_id") REFERENCES "public"."physical_files"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_templates" ADD CONSTRAINT "print_templates_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_templates" ADD CONSTRAINT "print_templates_file" FOREIGN KEY ("clinic_id","file_id") REFERENCES "public"."physical_files"("clinic_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The three template columns the clinics table had become rows (only a clinic's own ready files of kind 2 move).
INSERT INTO "print_templates" ("clinic_id", "kind", "file_id")
SELECT c."id", t."kind", t."file_id"
FROM "clinics" c
CROSS JOIN LATERAL (VALUES
	('invoice', c."invoice_template_file_id"),
	('prescription', c."prescription_template_file_id"),
	('appointment', c."appointment_template_file_id")
) AS t("kind", "file_id")
WHERE t."file_id" IS NOT NULL
	AND EXISTS (SELECT 1 FROM "physical_files" f WHERE f."clinic_id" = c."id" AND f."id" = t."file_id" AND f."kind" = 2);--> statement-breakpoint
ALTER TABLE "clinics" DROP COLUMN "invoice_template_file_id";--> statement-breakpoint
ALTER TABLE "clinics" DROP COLUMN "prescription_template_file_id";--> statement-breakpoint
ALTER TABLE "clinics" DROP COLUMN "appointment_template_file_id";