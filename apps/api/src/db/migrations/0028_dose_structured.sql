ALTER TABLE "medicines" ADD COLUMN "default_dose" jsonb;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "dose_unit" text;--> statement-breakpoint
ALTER TABLE "medicines" ADD COLUMN "units_per_pack" integer;--> statement-breakpoint
ALTER TABLE "prescription_items" ADD COLUMN "route" text DEFAULT 'oral' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_items" ADD COLUMN "food" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_items" ADD COLUMN "dose_unit" text;--> statement-breakpoint
ALTER TABLE "prescription_items" ADD COLUMN "units_per_pack" integer;--> statement-breakpoint
ALTER TABLE "prescription_template_items" ADD COLUMN "route" text DEFAULT 'oral' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_template_items" ADD COLUMN "food" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_template_items" ADD COLUMN "dose_unit" text;--> statement-breakpoint
ALTER TABLE "prescription_template_items" ADD COLUMN "units_per_pack" integer;--> statement-breakpoint
ALTER TABLE "medicines" ADD CONSTRAINT "medicines_units_per_pack" CHECK ("medicines"."units_per_pack" is null or "medicines"."units_per_pack" >= 1);--> statement-breakpoint
-- Backfill: a medicine's free-text default instruction ("guide") becomes its structured default dose when it is
-- wholly one of the everyday shapes parseDoseText (packages/domain/src/dose.ts) reads: "Uống <n> viên|gói",
-- a number of times a day ("ngày 3 lần", "3 lần/ngày", "mỗi ngày"), optionally "sau ăn" / "trước ăn", "vào buổi
-- sáng|tối" and "(uống) đủ|trong <n> ngày". 1 time a day is the morning (the evening when it says so), 2 morning and
-- evening, 3 morning, noon and evening, 4 all four. Such a guide is then emptied (the dose says it all). Any other
-- text ("khi sốt", "trước ăn sáng 30 phút", "1–2 viên", …) is left as it was: it stays the medicine's default note,
-- with no default dose. The dispensing unit and units per pack are not guessed: they are set in the library.
WITH parsed AS (
  SELECT id,
    substring(guide from '^Uống (\d+) (?:viên|gói)')::real AS amount,
    coalesce(
      substring(guide from 'ngày (\d) lần')::int,
      substring(guide from '(\d) lần/ngày')::int,
      CASE WHEN guide ~ 'mỗi ngày' THEN 1 END
    ) AS times,
    substring(guide from '(?:đủ|trong) (\d+) ngày')::int AS days,
    CASE WHEN guide ~ 'sau ăn' THEN 'after' WHEN guide ~ 'trước ăn' THEN 'before' ELSE 'any' END AS food,
    guide ~ 'buổi tối' AS at_evening,
    btrim(
      regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
        guide,
        '^Uống \d+ (?:viên|gói)', ''),
        '(?:sau|trước) ăn', '', 'g'),
        '(?:ngày \d lần|\d lần/ngày|mỗi ngày)', '', 'g'),
        'vào buổi (?:sáng|tối)', '', 'g'),
        '(?:uống )?(?:đủ|trong) \d+ ngày', '', 'g'),
        '[,;.]', '', 'g'),
        '\s+', '', 'g')
    ) AS rest
  FROM medicines
  WHERE guide IS NOT NULL AND default_dose IS NULL
)
UPDATE medicines m SET
  default_dose = jsonb_build_object(
    'morning', CASE WHEN p.times = 1 AND p.at_evening THEN 0 ELSE p.amount END,
    'noon', CASE WHEN p.times >= 3 THEN p.amount ELSE 0 END,
    'afternoon', CASE WHEN p.times = 4 THEN p.amount ELSE 0 END,
    'evening', CASE WHEN p.times >= 2 OR p.at_evening THEN p.amount ELSE 0 END,
    'days', p.days,
    'route', 'oral',
    'food', p.food
  ),
  guide = NULL
FROM parsed p
WHERE m.id = p.id AND p.amount IS NOT NULL AND p.times BETWEEN 1 AND 4 AND p.rest = '';
