-- Patient search at a million rows. The name as searched is a stored generated column (kept by the database,
-- so straight inserts are searchable) with a trigram index; phone and code get their own indexes (trigram for digits
-- anywhere, a prefix btree for a code typed from its start); the list's orders get btrees so a page stops early.
DROP INDEX "clinic_patients_name_search";--> statement-breakpoint
DROP INDEX "clinic_patients_clinic_year";--> statement-breakpoint
ALTER TABLE "clinic_patients" ADD COLUMN "search_name" text GENERATED ALWAYS AS (f_unaccent(lower(full_name))) STORED;--> statement-breakpoint
CREATE INDEX "clinic_patients_search_name" ON "clinic_patients" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clinic_patients_phone_search" ON "clinic_patients" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clinic_patients_code_search" ON "clinic_patients" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clinic_patients_code_prefix" ON "clinic_patients" USING btree ("clinic_id","code" text_pattern_ops);--> statement-breakpoint
-- The newest-first index carries the searched name (drizzle-kit cannot declare INCLUDE), so counting the first 1,001
-- matches of a common name is an index-only scan that never reads the rows.
CREATE INDEX "clinic_patients_newest" ON "clinic_patients" USING btree ("clinic_id","created_at","id") INCLUDE ("search_name");--> statement-breakpoint
CREATE INDEX "clinic_patients_by_name" ON "clinic_patients" USING btree ("clinic_id","search_name","id");--> statement-breakpoint
CREATE INDEX "clinic_patients_by_year" ON "clinic_patients" USING btree ("clinic_id","year_of_birth","id");--> statement-breakpoint
CREATE INDEX "clinic_patients_by_year_desc" ON "clinic_patients" USING btree ("clinic_id","year_of_birth" DESC NULLS LAST,"id" DESC NULLS FIRST);