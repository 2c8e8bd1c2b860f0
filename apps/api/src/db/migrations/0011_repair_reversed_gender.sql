-- The booking site and reception's "new patient" booking form sent "Nam" (male) as 1 and "Nữ" as 0, the reverse of the
-- stored codes (male 0, female 1; docs/product.md#lists-and-data). Both paths, and only they, create the patient in the
-- transaction that creates its appointment, so the activity log tells those records apart: the patient's Create row
-- (entity type 2, action 1) has the transaction time (now()) of a Create row of an appointment (entity type 24) of that
-- patient. Their gender is flipped, and each repair is logged as an Update with `repair: 'genderReversed'`. Left alone:
-- records edited in full since (action 2 without `propertyIds`: the person who edited it may have put the gender right
-- by hand, and the log does not say). Property-only edits and merges never touch the gender.
WITH reversed AS (
  SELECT p.clinic_id, p.id
  FROM clinic_patients p
  JOIN activity_logs created
    ON created.clinic_id = p.clinic_id AND created.entity_type = 2 AND created.entity_id = p.id AND created.action = 1
  WHERE EXISTS (
      SELECT 1
      FROM activity_logs booked
      JOIN appointments a ON a.clinic_id = booked.clinic_id AND a.id = booked.entity_id
      WHERE booked.clinic_id = p.clinic_id AND booked.entity_type = 24 AND booked.action = 1
        AND booked.created_at = created.created_at AND a.clinic_patient_id = p.id
    )
    AND NOT EXISTS (
      SELECT 1
      FROM activity_logs edited
      WHERE edited.clinic_id = p.clinic_id AND edited.entity_type = 2 AND edited.entity_id = p.id
        AND edited.action = 2 AND edited.details -> 'propertyIds' IS NULL
    )
), flipped AS (
  UPDATE clinic_patients p
  SET gender = 1 - p.gender, updated_at = now()
  FROM reversed r
  WHERE p.clinic_id = r.clinic_id AND p.id = r.id
  RETURNING p.clinic_id, p.id, p.code, p.full_name, p.gender
)
INSERT INTO activity_logs (clinic_id, user_id, entity_type, entity_id, action, details)
SELECT clinic_id, NULL, 2, id, 2,
  jsonb_build_object('code', code, 'name', full_name, 'repair', 'genderReversed', 'gender', gender)
FROM flipped;
