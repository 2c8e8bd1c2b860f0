ALTER TABLE "physical_files" ADD COLUMN "owner_kind" smallint;--> statement-breakpoint
ALTER TABLE "physical_files" ADD COLUMN "owner_id" integer;--> statement-breakpoint
CREATE INDEX "physical_files_owner" ON "physical_files" USING btree ("clinic_id","owner_kind","owner_id");--> statement-breakpoint
ALTER TABLE "physical_files" ADD CONSTRAINT "physical_files_owner_whole" CHECK ((owner_kind is null) = (owner_id is null));--> statement-breakpoint
-- Every file a record already points at gets that record as its owner (apps/api/src/platform/files/owners.ts
-- numbers them): the same owner the attach would have recorded. Files nothing points at keep none: only their
-- uploader (created_by) reads them. A file that several records point at (one upload used twice, which attaching
-- now refuses) takes the owner whose readers are the fewest: lab result, result sheet, check-in sheet, patient
-- property, patient avatar, user avatar, doctor avatar, print template, cached PDF, logo; of one kind, the lowest id.
WITH refs (clinic_id, file_id, owner_kind, owner_id, rank) AS (
  SELECT l.clinic_id, f.value::int, 5, l.id, 1
  FROM lab_results l
  CROSS JOIN LATERAL jsonb_array_elements(l.file_ids) AS f(value)
  WHERE jsonb_typeof(f.value) = 'number'
  UNION ALL
  SELECT s.clinic_id, f.value::int, 4, s.appointment_id, 2
  FROM service_sheets s
  CROSS JOIN LATERAL jsonb_array_elements(s."values") AS e(entry)
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_typeof(e.entry -> 'value') = 'array' THEN e.entry -> 'value' ELSE '[]'::jsonb END
  ) AS f(value)
  WHERE jsonb_typeof(f.value) = 'number'
  UNION ALL
  SELECT s.clinic_id, f.value::int, 3, s.appointment_id, 3
  FROM check_in_sheets s
  CROSS JOIN LATERAL jsonb_array_elements(s."values") AS e(entry)
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_typeof(e.entry -> 'value') = 'array' THEN e.entry -> 'value' ELSE '[]'::jsonb END
  ) AS f(value)
  WHERE jsonb_typeof(f.value) = 'number'
  UNION ALL
  SELECT v.clinic_id, f.value::int, 2, v.patient_id, 4
  FROM patient_property_values v
  CROSS JOIN LATERAL jsonb_array_elements(
    CASE WHEN jsonb_typeof(v.value) = 'array' THEN v.value ELSE '[]'::jsonb END
  ) AS f(value)
  WHERE jsonb_typeof(f.value) = 'number'
  UNION ALL
  SELECT clinic_id, avatar_file_id, 1, id, 5 FROM clinic_patients WHERE avatar_file_id IS NOT NULL
  UNION ALL
  SELECT clinic_id, avatar_file_id, 8, id, 6 FROM users WHERE avatar_file_id IS NOT NULL
  UNION ALL
  SELECT clinic_id, avatar_file_id, 9, id, 7 FROM doctors WHERE avatar_file_id IS NOT NULL
  UNION ALL
  SELECT clinic_id, file_id, 6, clinic_id, 8 FROM print_templates
  UNION ALL
  SELECT clinic_id, file_id, 7, clinic_id, 9 FROM print_pdfs
  UNION ALL
  SELECT id, logo_file_id, 10, id, 10 FROM clinics WHERE logo_file_id IS NOT NULL
), chosen AS (
  SELECT DISTINCT ON (clinic_id, file_id) clinic_id, file_id, owner_kind, owner_id
  FROM refs
  ORDER BY clinic_id, file_id, rank, owner_id
)
UPDATE physical_files p
SET owner_kind = c.owner_kind, owner_id = c.owner_id
FROM chosen c
WHERE p.clinic_id = c.clinic_id AND p.id = c.file_id AND p.owner_kind IS NULL;
