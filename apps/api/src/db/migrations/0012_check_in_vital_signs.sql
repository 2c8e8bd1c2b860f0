-- The check-in sheet asks for vital signs. Every clinic's check-in sheets get six more fixed properties
-- (pulse, temperature, blood pressure, SpO₂, height, weight; small text fields, units in their names, bounds in
-- @clinic/domain's numericFixedProperties and BLOOD_PRESSURE), appended to the default check-in form after what it
-- holds. New clinics get the same from fixedPropertyDefinitions (modules/forms/forms.service.ts). Idempotent; a
-- clinic's own check-in property already named like one of them keeps its place and the fixed one is not added.
-- Keep names in step with @clinic/i18n's built-in names (locales/vi/builtIn.ts).
INSERT INTO "properties" ("clinic_id", "name", "internal_name", "entity_type", "field_type", "size", "options", "fixed")
SELECT c."id", d.name, d.internal_name, 4, 1, 3, '[]'::jsonb, true
FROM "clinics" c
CROSS JOIN (VALUES
  ('Mạch (lần/phút)', 'pulse'),
  ('Nhiệt độ (°C)', 'temperature'),
  ('Huyết áp (mmHg)', 'blood_pressure'),
  ('SpO₂ (%)', 'spo2'),
  ('Chiều cao (cm)', 'height'),
  ('Cân nặng (kg)', 'weight')
) AS d(name, internal_name)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "form_properties" ("clinic_id", "form_id", "property_id", "position")
SELECT f."clinic_id", f."id", p."id",
  (SELECT COALESCE(MAX(fp."position"), -1) FROM "form_properties" fp WHERE fp."form_id" = f."id") + d.step
FROM "forms" f
CROSS JOIN (VALUES ('pulse', 1), ('temperature', 2), ('blood_pressure', 3), ('spo2', 4), ('height', 5), ('weight', 6))
  AS d(internal_name, step)
JOIN "properties" p
  ON p."clinic_id" = f."clinic_id" AND p."entity_type" = 4 AND p."internal_name" = d.internal_name AND p."fixed"
WHERE f."is_default" AND f."entity_type" = 4
  AND NOT EXISTS (SELECT 1 FROM "form_properties" fp WHERE fp."form_id" = f."id" AND fp."property_id" = p."id")
ON CONFLICT DO NOTHING;
