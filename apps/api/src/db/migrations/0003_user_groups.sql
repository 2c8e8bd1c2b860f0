CREATE TABLE "group_doctors" (
	"clinic_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	CONSTRAINT "group_doctors_group_id_doctor_id_pk" PRIMARY KEY("group_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "group_locations" (
	"clinic_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "group_locations_group_id_location_id_pk" PRIMARY KEY("group_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "group_doctors" ADD CONSTRAINT "group_doctors_clinic_id_group_id_user_groups_clinic_id_id_fk" FOREIGN KEY ("clinic_id","group_id") REFERENCES "public"."user_groups"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_doctors" ADD CONSTRAINT "group_doctors_clinic_id_doctor_id_doctors_clinic_id_id_fk" FOREIGN KEY ("clinic_id","doctor_id") REFERENCES "public"."doctors"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_locations" ADD CONSTRAINT "group_locations_clinic_id_group_id_user_groups_clinic_id_id_fk" FOREIGN KEY ("clinic_id","group_id") REFERENCES "public"."user_groups"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_locations" ADD CONSTRAINT "group_locations_clinic_id_location_id_locations_clinic_id_id_fk" FOREIGN KEY ("clinic_id","location_id") REFERENCES "public"."locations"("clinic_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_doctors_doctor" ON "group_doctors" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "group_locations_location" ON "group_locations" USING btree ("location_id");