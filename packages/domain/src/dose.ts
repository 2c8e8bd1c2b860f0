import type { StockUnit } from './stock';
import type { ValueOf } from './util';

// The structured dose of a prescription line (and of a medicine's default and a template's line): amounts per time
// of day, days, route and timing with food. It is the only truth of how a medicine is taken: the usage line a
// patient reads (screen, print, national send) is generated from it here, and free text is a note beside it that
// is checked against it, never a second instruction.

/** How the medicine is given. */
export const DoseRoute = {
  Oral: 'oral',
  Topical: 'topical',
  Eye: 'eye',
  Ear: 'ear',
  Nasal: 'nasal',
  Inhaled: 'inhaled',
  Rectal: 'rectal',
  Vaginal: 'vaginal',
} as const;
export type DoseRoute = ValueOf<typeof DoseRoute>;
export const doseRoutes = Object.values(DoseRoute) as [DoseRoute, ...DoseRoute[]];

/** When, relative to meals ('any': not said). */
export const DoseFood = { Any: 'any', Before: 'before', After: 'after', With: 'with' } as const;
export type DoseFood = ValueOf<typeof DoseFood>;
export const doseFoods = Object.values(DoseFood) as [DoseFood, ...DoseFood[]];

export const doseTimes = ['morning', 'noon', 'afternoon', 'evening'] as const;
export type DoseTime = (typeof doseTimes)[number];

export interface Dose {
  morning?: number | null;
  noon?: number | null;
  afternoon?: number | null;
  evening?: number | null;
  days?: number | null;
  route?: DoseRoute | null;
  food?: DoseFood | null;
}

/** A medicine's default dose, filling a line's fields when the medicine is picked. */
export interface MedicineDefaultDose {
  morning: number;
  noon: number;
  afternoon: number;
  evening: number;
  days: number | null;
  route: DoseRoute;
  food: DoseFood;
}

type Lang = 'vi' | 'en';

const timeWords: Record<Lang, Record<DoseTime, string>> = {
  vi: { morning: 'Sáng', noon: 'Trưa', afternoon: 'Chiều', evening: 'Tối' },
  en: { morning: 'Morning', noon: 'Noon', afternoon: 'Afternoon', evening: 'Evening' },
};

const routeWords: Record<Lang, Record<DoseRoute, string>> = {
  vi: {
    oral: 'Uống',
    topical: 'Bôi ngoài da',
    eye: 'Nhỏ mắt',
    ear: 'Nhỏ tai',
    nasal: 'Xịt mũi',
    inhaled: 'Hít',
    rectal: 'Đặt hậu môn',
    vaginal: 'Đặt âm đạo',
  },
  en: {
    oral: 'Take by mouth',
    topical: 'Apply to the skin',
    eye: 'Put in the eyes',
    ear: 'Put in the ears',
    nasal: 'Spray into the nose',
    inhaled: 'Inhale',
    rectal: 'Insert rectally',
    vaginal: 'Insert vaginally',
  },
};

const foodWords: Record<Lang, Record<DoseFood, string>> = {
  vi: { any: '', before: 'trước ăn', after: 'sau ăn', with: 'trong bữa ăn' },
  en: { any: '', before: 'before meals', after: 'after meals', with: 'with meals' },
};

/** A unit as one amount of it is said: [singular, plural] (Vietnamese has one form). */
const unitWords: Record<Lang, Record<StockUnit, readonly [string, string]>> = {
  vi: {
    tablet: ['viên', 'viên'],
    blister: ['vỉ', 'vỉ'],
    packet: ['gói', 'gói'],
    sachet: ['gói', 'gói'],
    tube: ['tuýp', 'tuýp'],
    bottle: ['chai', 'chai'],
    set: ['bộ', 'bộ'],
  },
  en: {
    tablet: ['tablet', 'tablets'],
    blister: ['strip', 'strips'],
    packet: ['packet', 'packets'],
    sachet: ['sachet', 'sachets'],
    tube: ['tube', 'tubes'],
    bottle: ['bottle', 'bottles'],
    set: ['set', 'sets'],
  },
};

/** 0.5 as the language writes it: '0,5' in Vietnamese. */
function amountText(value: number, lang: Lang): string {
  const text = String(Math.round(value * 1000) / 1000);
  return lang === 'vi' ? text.replace('.', ',') : text;
}

/** '2 viên', '1 tablet', '2 tablets': an amount of a unit. */
export function unitAmountText(value: number, unit: StockUnit, lang: Lang): string {
  const [one, many] = unitWords[lang][unit] ?? [unit, unit];
  return `${amountText(value, lang)} ${value === 1 ? one : many}`;
}

/** The times of day with an amount above 0. */
export function doseTimesTaken(dose: Dose): DoseTime[] {
  return doseTimes.filter((time) => (dose[time] ?? 0) > 0);
}

/**
 * The usage line a patient reads, generated from the dose: 'Uống sau ăn. Sáng 1 viên, chiều 1 viên. Dùng 5 ngày.'
 * / 'Take by mouth after meals. Morning 1 tablet, afternoon 1 tablet. For 5 days.' `unit` is what one amount
 * counts (the medicine's dispensing unit). Parts not given are left out; a dose with nothing says only the route.
 */
export function doseUsageText(dose: Dose, unit: StockUnit, lang: Lang): string {
  const route = routeWords[lang][dose.route ?? DoseRoute.Oral];
  const food = foodWords[lang][dose.food ?? DoseFood.Any];
  const sentences = [food ? `${route} ${food}` : route];
  const times = doseTimesTaken(dose).map((time, i) => {
    const word = timeWords[lang][time];
    return `${i === 0 ? word : word.toLowerCase()} ${unitAmountText(dose[time]!, unit, lang)}`;
  });
  if (times.length) sentences.push(times.join(', '));
  if (dose.days)
    sentences.push(
      lang === 'vi' ? `Dùng ${dose.days} ngày` : `For ${dose.days} day${dose.days === 1 ? '' : 's'}`,
    );
  return `${sentences.join('. ')}.`;
}

// ── the note beside the dose ────────────────────────────────────────────────────────────────────────────────

const wordNumbers: Record<string, number> = { once: 1, twice: 2, thrice: 3, một: 1, hai: 2, ba: 3, bốn: 4 };
const numberOf = (text: string) => wordNumbers[text.toLowerCase()] ?? Number(text);

/** Times a day: 'ngày 3 lần', '3 lần/ngày', '3 lần mỗi ngày', '3 times a day', 'twice daily'. */
const timesPatterns = [
  /ngày\s+(\d+|một|hai|ba|bốn)\s+lần/iu,
  /(\d+|một|hai|ba|bốn)\s+lần\s*(?:\/|mỗi|một|1|trong)\s*ngày/iu,
  /(\d+)\s*(?:times?|x)\s*(?:a|per|\/|each)?\s*(?:day|daily)/iu,
  /\b(once|twice|thrice)\s+(?:a\s+|per\s+)?(?:day|daily)/iu,
];
/** Days: 'uống đủ 7 ngày', 'trong 7 ngày', 'dùng 7 ngày', 'for 7 days', '7 days'. */
const daysPatterns = [
  /(?:đủ|trong|dùng|uống|liên tục|kéo dài)\s+(\d+)\s+ngày/iu,
  /(\d+)\s+ngày\s+liền/iu,
  /for\s+(\d+)\s+days?/iu,
  /(\d+)\s+days?\b/iu,
];

function firstNumber(text: string, patterns: readonly RegExp[]): { value: number; rest: string } | null {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return { value: numberOf(match[1]!), rest: text.replace(match[0], ' ') };
  }
  return null;
}

/** The times a day and the days a free text names (null: it names none). */
export function noteDoseMentions(note: string): { timesPerDay: number | null; days: number | null } {
  // Times first, and taken out: in '3 lần 1 ngày' the '1 ngày' is not a number of days.
  const times = firstNumber(note, timesPatterns);
  const days = firstNumber(times?.rest ?? note, daysPatterns);
  return { timesPerDay: times?.value ?? null, days: days?.value ?? null };
}

export type NoteConflict =
  | { kind: 'timesPerDay'; note: number; dose: number }
  | { kind: 'days'; note: number; dose: number | null };

/**
 * Where a line's note contradicts its dose: it names a number of times a day other than the times of day with an
 * amount, or a number of days other than the dose's days. Empty when it names none or agrees.
 */
export function noteConflicts(note: string | null | undefined, dose: Dose): NoteConflict[] {
  if (!note?.trim()) return [];
  const said = noteDoseMentions(note);
  const conflicts: NoteConflict[] = [];
  const times = doseTimesTaken(dose).length;
  if (said.timesPerDay !== null && said.timesPerDay !== times)
    conflicts.push({ kind: 'timesPerDay', note: said.timesPerDay, dose: times });
  if (said.days !== null && said.days !== (dose.days ?? null))
    conflicts.push({ kind: 'days', note: said.days, dose: dose.days ?? null });
  return conflicts;
}

// ── what is handed over ─────────────────────────────────────────────────────────────────────────────────────

/**
 * How a medicine is counted: `unit` is what is stocked, priced and handed over (a strip, 'vỉ'); `doseUnit` what
 * one dose amount counts (a tablet), with `unitsPerPack` of them in one `unit`. Without a dose unit, or with the
 * same one, the dose counts the unit itself.
 */
export interface Packaging {
  unit: StockUnit;
  doseUnit?: StockUnit | null;
  unitsPerPack?: number | null;
}

/** How many dose units one handed-over unit holds (1 when they are the same). */
export function unitsPerUnit(packaging: Packaging): number {
  return packaging.doseUnit && packaging.doseUnit !== packaging.unit ? (packaging.unitsPerPack ?? 1) : 1;
}

/** The dose unit a line's amounts count. */
export function doseUnitOf(packaging: Packaging): StockUnit {
  return packaging.doseUnit ?? packaging.unit;
}

/** The amount the dose takes in all, in dose units (a thousandth kept: 0.1 + 0.2 is 0.3), or null. */
export function doseTotal(dose: Dose): number | null {
  const perDay = doseTimes.reduce((sum, time) => sum + (dose[time] ?? 0), 0);
  if (!dose.days || perDay <= 0) return null;
  return Math.round(perDay * dose.days * 1000) / 1000;
}

/** Handed-over units covering `doseUnits` dose units: whole packs, rounded up (15 tablets, 10 a strip: 2). */
export function packsFor(doseUnits: number, packaging: Packaging): number {
  return Math.ceil(Math.round((doseUnits / unitsPerUnit(packaging)) * 1000) / 1000);
}

/**
 * '10 viên = 1 vỉ' / '15 viên → 2 vỉ (20 viên)': the dose's total and the handed-over quantity, when the two
 * units differ; null when they are the same or the dose has no total.
 */
export function packConversionText(
  doseUnits: number | null,
  quantity: number,
  packaging: Packaging,
  lang: Lang,
): string | null {
  const per = unitsPerUnit(packaging);
  if (per === 1 || doseUnits === null) return null;
  const dose = doseUnitOf(packaging);
  const given = unitAmountText(quantity, packaging.unit, lang);
  const held = quantity * per;
  if (held === doseUnits) return `${unitAmountText(doseUnits, dose, lang)} = ${given}`;
  return `${unitAmountText(doseUnits, dose, lang)} → ${given} (${unitAmountText(held, dose, lang)})`;
}

/** One handed-over unit in dose units: '1 vỉ = 10 viên'; null when the two units are the same. */
export function packSizeText(packaging: Packaging, lang: Lang): string | null {
  const per = unitsPerUnit(packaging);
  if (per === 1) return null;
  return `${unitAmountText(1, packaging.unit, lang)} = ${unitAmountText(per, doseUnitOf(packaging), lang)}`;
}

// ── a free-text default instruction as a dose ───────────────────────────────────────────────────────────────

/**
 * A medicine's free-text instruction as a default dose, when it is wholly one of the everyday shapes: "Uống 1 viên
 * sau ăn, ngày 2 lần", "Uống 1 viên, ngày 3 lần, uống đủ 7 ngày", "Uống 1 viên mỗi ngày, vào buổi sáng". 1 time a
 * day is the morning (the evening when it says so), 2 morning and evening, 3 morning, noon and evening, 4 all.
 * Anything else ("khi sốt", "trước ăn sáng 30 phút", "1–2 viên") is null: the text stays a note. The migration that
 * structured the library's instructions (0028) reads the same shapes in SQL.
 */
export function parseDoseText(text: string | null | undefined): MedicineDefaultDose | null {
  if (!text) return null;
  const amountMatch = /^Uống (\d+) (?:viên|gói)/u.exec(text);
  const timesMatch = /ngày (\d) lần/u.exec(text) ?? /(\d) lần\/ngày/u.exec(text);
  const times = timesMatch ? Number(timesMatch[1]) : /mỗi ngày/u.test(text) ? 1 : null;
  const daysMatch = /(?:đủ|trong) (\d+) ngày/u.exec(text);
  const rest = text
    .replace(/^Uống \d+ (?:viên|gói)/u, '')
    .replace(/(?:sau|trước) ăn/gu, '')
    .replace(/(?:ngày \d lần|\d lần\/ngày|mỗi ngày)/gu, '')
    .replace(/vào buổi (?:sáng|tối)/gu, '')
    .replace(/(?:uống )?(?:đủ|trong) \d+ ngày/gu, '')
    .replace(/[,;.\s]/gu, '');
  if (!amountMatch || times === null || times < 1 || times > 4 || rest !== '') return null;
  const amount = Number(amountMatch[1]);
  const atEvening = /buổi tối/u.test(text);
  return {
    morning: times === 1 && atEvening ? 0 : amount,
    noon: times >= 3 ? amount : 0,
    afternoon: times === 4 ? amount : 0,
    evening: times >= 2 || atEvening ? amount : 0,
    days: daysMatch ? Number(daysMatch[1]) : null,
    route: DoseRoute.Oral,
    food: /sau ăn/u.test(text) ? DoseFood.After : /trước ăn/u.test(text) ? DoseFood.Before : DoseFood.Any,
  };
}
