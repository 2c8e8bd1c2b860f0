-- Every list reads its page off an index in its order, the id as tiebreak, and stops there: appointments in slot order,
-- of one status (the Invalid list, each status tab counted up to the cap) and a patient's newest first; activity logs
-- newest first; employees by name or newest.
DROP INDEX "activity_logs_clinic_time";--> statement-breakpoint
DROP INDEX "appointments_patient";--> statement-breakpoint
CREATE INDEX "activity_logs_newest" ON "activity_logs" USING btree ("clinic_id","created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_by_start" ON "appointments" USING btree ("clinic_id","start_at","id");--> statement-breakpoint
CREATE INDEX "appointments_patient_time" ON "appointments" USING btree ("clinic_id","clinic_patient_id","start_at","id");--> statement-breakpoint
CREATE INDEX "appointments_by_status" ON "appointments" USING btree ("clinic_id","status","start_at","id");--> statement-breakpoint
CREATE INDEX "users_by_name" ON "users" USING btree ("clinic_id","full_name","id");--> statement-breakpoint
CREATE INDEX "users_newest" ON "users" USING btree ("clinic_id","created_at","id");