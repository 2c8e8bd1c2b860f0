-- A merge of two records of one person moves their invoices and sale lines to the record kept. Posted rows stay
-- final in every money field; only the patient they belong to may follow a merge.
CREATE OR REPLACE FUNCTION "posted_invoices_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 1000 THEN
      RAISE EXCEPTION 'invoice % is posted: DELETE refused', OLD.code USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status <> 1000
     AND NEW.clinic_patient_id IS DISTINCT FROM OLD.clinic_patient_id
     AND NEW.status = OLD.status
     AND (to_jsonb(NEW) - 'clinic_patient_id' - 'updated_at') = (to_jsonb(OLD) - 'clinic_patient_id' - 'updated_at')
  THEN
    RETURN NEW;
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
CREATE OR REPLACE FUNCTION "sale_lines_are_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (to_jsonb(NEW) - 'clinic_patient_id') = (to_jsonb(OLD) - 'clinic_patient_id')
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'sale lines are final: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
