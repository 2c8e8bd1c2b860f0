-- Every clinic has the fixed properties (docs/product.md#lists-and-data) and one default form per entity holding them.
-- New clinics get them in clinic-setup.ts (modules/forms/fixed-records.ts); this fills in the clinics that existed
-- before. Idempotent: running it twice, or on a clinic that already has them, changes nothing. Keep the names, types
-- and order in step with FIXED_PROPERTY_NAMES / DEFAULT_FORM_NAMES and the domain's fixedPropertyDefinitions. Plain SQL
-- that PostgreSQL 15 and PGlite both accept.
INSERT INTO "properties" ("clinic_id", "name", "internal_name", "entity_type", "field_type", "size", "options", "fixed")
SELECT c."id", d.name, d.internal_name, d.entity_type::smallint, d.field_type::smallint, d.size::smallint, '[]'::jsonb, true
FROM "clinics" c
CROSS JOIN (VALUES
  ('Chiều cao (cm)', 'height', 2, 1, 3),
  ('Cân nặng (kg)', 'weight', 2, 1, 3),
  ('Tiền sử bệnh', 'medical_history', 2, 7, 12),
  ('Dị ứng', 'allergy', 2, 7, 12),
  ('Chẩn đoán', 'diagnosis', 2, 7, 12),
  ('Triệu chứng', 'symptom', 4, 7, 12),
  ('Chẩn đoán', 'diagnosis', 5, 7, 12),
  ('Kết luận', 'conclusion', 5, 7, 12),
  ('Ngày tái khám', 'next_appointment_date', 5, 3, 6)
) AS d(name, internal_name, entity_type, field_type, size)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "forms" ("clinic_id", "name", "entity_type", "is_default")
SELECT c."id", f.name, f.entity_type::smallint, true
FROM "clinics" c
CROSS JOIN (VALUES ('Hồ sơ bệnh nhân', 2), ('Phiếu tiếp nhận', 4), ('Phiếu kết quả', 5)) AS f(name, entity_type)
WHERE NOT EXISTS (
  SELECT 1 FROM "forms" x WHERE x."clinic_id" = c."id" AND x."entity_type" = f.entity_type::smallint AND x."is_default"
)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "form_properties" ("clinic_id", "form_id", "property_id", "position")
SELECT f."clinic_id", f."id", p."id", d.position::smallint
FROM "forms" f
JOIN (VALUES
  ('height', 2, 0),
  ('weight', 2, 1),
  ('medical_history', 2, 2),
  ('allergy', 2, 3),
  ('diagnosis', 2, 4),
  ('symptom', 4, 0),
  ('diagnosis', 5, 0),
  ('conclusion', 5, 1),
  ('next_appointment_date', 5, 2)
) AS d(internal_name, entity_type, position) ON d.entity_type::smallint = f."entity_type"
JOIN "properties" p
  ON p."clinic_id" = f."clinic_id" AND p."entity_type" = f."entity_type" AND p."internal_name" = d.internal_name AND p."fixed"
WHERE f."is_default"
  AND NOT EXISTS (SELECT 1 FROM "form_properties" fp WHERE fp."form_id" = f."id" AND fp."property_id" = p."id")
ON CONFLICT DO NOTHING;
