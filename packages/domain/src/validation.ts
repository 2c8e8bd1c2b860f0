import { z } from 'zod';
import { isCalendarDay } from './calculators';
import {
  DEFAULT_PAGE_SIZE,
  FETCH_ALL_PAGE_SIZE,
  FIRST_PAGE,
  MAX_INVITE_EMAILS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_UP_CODE_LENGTH,
  VND_MAX,
  VND_MIN,
} from './constants';
import { type FormErrorId, formErrorIds, formErrorMessage } from './form-errors';
import { Language } from './language';
import { MEASUREMENT_RANGES, type MeasurementKind } from './measurements';
import { normalizePhone, PHONE_PATTERN } from './phone';
import type { TextParams } from './util';

// Shared zod primitives for input rules, used by the API's route schemas and the clients' forms alike. Every message
// is an id (`formError.required`), translated where it is shown; numbers for placeholders travel in the issue
// (`minimum`, `maximum`, or `params` of custom issues) and formErrorParams extracts them.

// In a browser the apps' CSP has no 'unsafe-eval': zod's first object parse would probe `new Function` to compile
// its parser, which fails quietly but makes the browser report a CSP violation. The interpreted parser answers the
// same; only the API (no CSP) keeps the compiled one.
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });

export * from './form-errors';
export * from './measurements';
export { isPhone, normalizePhone } from './phone';

/** Placeholder values carried by a zod issue: `min`/`max` from size checks, `params` of custom issues. */
export function formErrorParams(issue: z.core.$ZodIssue): TextParams {
  switch (issue.code) {
    case 'too_small':
      return { min: Number(issue.minimum) };
    case 'too_big':
      return { max: Number(issue.maximum) };
    case 'custom': {
      const out: Record<string, string | number> = {};
      for (const [name, value] of Object.entries(issue.params ?? {})) {
        if (typeof value === 'string' || typeof value === 'number') out[name] = value;
      }
      return out;
    }
    default:
      return {};
  }
}

/** Missing input (undefined, null or an empty string) is "required"; anything else of the wrong type is `id`. */
const typeError =
  (id: FormErrorId) =>
  (issue: { readonly input?: unknown }): FormErrorId =>
    issue.input === undefined || issue.input === null || issue.input === '' ? formErrorIds.required : id;

const NUMERIC = /^\s*[+-]?\d+(\.\d+)?\s*$/;
/** Form and query values arrive as strings: decimal strings become numbers, blank becomes undefined. */
const toNumber = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return NUMERIC.test(value) ? Number(value) : value;
};

/**
 * '' and whitespace-only text mean "no value": forms send empty inputs, the database keeps null. Anything else
 * passes unchanged (a schema after it trims and checks it), so it serves both as a zod preprocessor of an
 * optional text field and on a plain string ('  ' → null, ' Phòng 3 ' stays as it is).
 */
export function blankToNull<T>(value: T): T | null {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/** Like blankToNull, for the fields where "not given" is undefined (null counts as not given too). */
export const blankToUndefined = (value: unknown): unknown => blankToNull(value) ?? undefined;

// ── strings ─────────────────────────────────────────────────────────────────────────────────────────────

/** A trimmed, non-empty string. Chain `.max(n, { error: formErrorIds.maxLength })` for a length limit. */
export const requiredString = z
  .string({ error: typeError(formErrorIds.invalidType) })
  .trim()
  .min(1, { error: formErrorIds.required });

/** Makes any schema optional in a form: blank or null input becomes undefined. */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

const emailFormat = z.email({ error: formErrorIds.email });

/** A trimmed, lower-cased e-mail address. */
export const email = z
  .string({ error: typeError(formErrorIds.invalidType) })
  .trim()
  .toLowerCase()
  .min(1, { error: formErrorIds.required, abort: true })
  .check(emailFormat);

/**
 * A password (docs/product.md#accounts): at least 8 characters with 1 lowercase letter, 1 uppercase letter and 1 digit.
 * Not trimmed.
 */
export const password = z
  .string({ error: typeError(formErrorIds.invalidType) })
  .min(1, { error: formErrorIds.required, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: formErrorIds.maxLength, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: formErrorIds.passwordRule, abort: true })
  .regex(/\p{Ll}/u, { error: formErrorIds.passwordRule, abort: true })
  .regex(/\p{Lu}/u, { error: formErrorIds.passwordRule, abort: true })
  .regex(/\p{Nd}/u, { error: formErrorIds.passwordRule, abort: true });

/**
 * For `.superRefine(passwordsMatch('newPassword', 'confirmPassword'))`: reports `formError.passwordMismatch`
 * on the confirmation field.
 */
export function passwordsMatch<P extends string, C extends string>(passwordKey: P, confirmKey: C) {
  return (value: Readonly<Record<P | C, unknown>>, ctx: z.RefinementCtx): void => {
    if (value[passwordKey] !== value[confirmKey]) {
      ctx.addIssue({
        code: 'custom',
        message: formErrorIds.passwordMismatch,
        path: [confirmKey],
        input: value,
      });
    }
  };
}

/**
 * Invite at most 20 e-mails at once, comma separated. Gives the trimmed, lower-cased, de-duplicated
 * addresses. Every issue is reported on the field itself (one text input), the bad address in `params.value`.
 */
export const emailList = z.string({ error: typeError(formErrorIds.invalidType) }).transform((value, ctx) => {
  const items = [
    ...new Set(
      value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter((item) => item !== ''),
    ),
  ];
  if (items.length === 0) {
    ctx.addIssue({ code: 'custom', message: formErrorIds.required, input: value });
    return z.NEVER;
  }
  if (items.length > MAX_INVITE_EMAILS) {
    ctx.addIssue({
      code: 'custom',
      message: formErrorIds.maxItems,
      params: { max: MAX_INVITE_EMAILS },
      input: value,
    });
    return z.NEVER;
  }
  const invalid = items.find((item) => !emailFormat.safeParse(item).success);
  if (invalid !== undefined) {
    ctx.addIssue({ code: 'custom', message: formErrorIds.email, params: { value: invalid }, input: value });
    return z.NEVER;
  }
  return items;
});

/** A sign-up code is exactly 8 characters, or not given (empty or missing gives undefined). */
export const signUpCode = z
  .string({ error: formErrorIds.invalidType })
  .trim()
  .refine((value) => value === '' || value.length === SIGN_UP_CODE_LENGTH, { error: formErrorIds.signUpCode })
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** Mobile (10 digits) or landline (11 digits) numbers, 9 to 11 digits starting with 0 after normalisation. */
export const phone = z
  .string({ error: typeError(formErrorIds.invalidType) })
  .transform(normalizePhone)
  .pipe(
    z
      .string()
      .min(1, { error: formErrorIds.required, abort: true })
      .regex(PHONE_PATTERN, { error: formErrorIds.phone }),
  );

// ── numbers ─────────────────────────────────────────────────────────────────────────────────────────────

const integer = () =>
  z.number({ error: typeError(formErrorIds.number) }).int({ error: formErrorIds.integer });
const decimal = () => z.number({ error: typeError(formErrorIds.number) });

// One builder per kind of number a clinic types. Each holds the kind's bounds and speaks of the kind ("Số lượng
// phải lớn hơn 0", "Giá không được âm"), so a minus sign or a zero is refused with the same words by the form and
// by the API's answer. A sign is never dropped or flipped: −2 is a wrong quantity, not 2. Each bound is one check
// whose message depends on the value (below 0 "không được âm", else "phải lớn hơn 0"), so a value gets one message;
// none aborts, because an aborted field stops every refinement of the objects around it (a repeated name in a
// bulk add, a promotion above its price) and those errors must come in the same answer. Every number field of a
// contract is one of these kinds; bounds of another kind (ids, dates, texts) get a builder of their own beside
// them, in the same shape.

/** The message of a value under a floor: a negative one is "must not be negative", else the floor's own. */
const belowFloor =
  (negative: string, below: string) =>
  (issue: { input?: unknown }): string =>
    typeof issue.input === 'number' && issue.input < 0 ? negative : below;

/**
 * How many of a thing are handed over, done or bought: a whole number from 1 to `max`. With `zero`, 0 means
 * something (a threshold, a dose at one time of day); with `fractional`, halves are allowed (½ tablet).
 */
export function quantity(max: number, { zero = false, fractional = false } = {}) {
  const base = fractional ? decimal() : integer();
  return base
    .min(zero ? 0 : 1, {
      error: zero ? formErrorIds.quantityNegative : formErrorIds.quantityPositive,
    })
    .max(max, { error: formErrorIds.quantityMax });
}

/**
 * Money in whole VND, up to VND_MAX: a `price` (0 for a free service; `positive` where a price of 0 is a
 * mistake, as the cost of a lot) or another `amount` (a discount, cash handed over).
 */
export function money({
  kind = 'price',
  positive = false,
  max = VND_MAX,
}: {
  kind?: 'price' | 'amount';
  positive?: boolean;
  max?: number;
} = {}) {
  const price = kind === 'price';
  const negative = price ? formErrorIds.priceNegative : formErrorIds.amountNegative;
  return integer()
    .min(positive ? VND_MIN : 0, { error: belowFloor(negative, formErrorIds.pricePositive) })
    .max(max, { error: price ? formErrorIds.priceMax : formErrorIds.amountMax });
}

/** A measurement of a person (MEASUREMENT_RANGES): never negative, inside the kind's range, decimals allowed. */
export function measurement(kind: MeasurementKind) {
  const { min, max } = MEASUREMENT_RANGES[kind];
  return decimal().refine((value) => value >= min && value <= max, {
    error: belowFloor(formErrorIds.measurementNegative, formErrorIds.measurementRange),
    params: { min, max },
  });
}

/** A percentage (commission, discount): 0 to 100, decimals allowed. */
export function percentage() {
  return decimal()
    .min(0, { error: formErrorIds.percentNegative })
    .max(100, { error: formErrorIds.percentMax });
}

/** A number of days (a course of treatment, a validity, a booking horizon): a whole number from 1 to `max`. */
export function days(max: number) {
  return integer().min(1, { error: formErrorIds.daysPositive }).max(max, { error: formErrorIds.daysMax });
}

/** A duration in minutes from `min` (0: none) to `max`. */
export function minutes(min: number, max: number) {
  return integer()
    .min(min, { error: belowFloor(formErrorIds.minutesNegative, formErrorIds.minutesMin) })
    .max(max, { error: formErrorIds.minutesMax });
}

/**
 * Any other number held to a range (years of experience, coordinates): "không được âm" below a range that starts
 * at 0, else "phải từ {min} đến {max}".
 */
export function boundedNumber(min: number, max: number, { whole = true } = {}) {
  return (whole ? integer() : decimal()).refine((value) => value >= min && value <= max, {
    error:
      min === 0 ? belowFloor(formErrorIds.notNegative, formErrorIds.outOfRange) : formErrorIds.outOfRange,
    params: { min, max },
  });
}

/**
 * The check of a field outside a form (a quantity typed in a table): the message its schema gives a value, with
 * the values its text names ('formError.quantityMax?max=100'), or null when the schema takes it.
 */
export function fieldRefusal(schema: z.ZodType) {
  return (value: unknown): string | null => {
    const result = schema.safeParse(value);
    const issue = result.success ? undefined : result.error.issues[0];
    return issue ? formErrorMessage(issue.message, formErrorParams(issue)) : null;
  };
}

/** A price or cost per unit in whole VND: 1 to 1 billion. */
export const vnd = money({ positive: true });

/** A price in whole VND that may be zero (a free service): 0 to 1 billion. */
export const vndAmount = money();

/** A query-string number ('?priceFrom=1000'): decimal text becomes a number, blank becomes undefined. */
export function fromQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess(toNumber, schema);
}

// ── ids and pages ───────────────────────────────────────────────────────────────────────────────────────

/** The largest id a column holds: every table's id is a PostgreSQL integer (serial). */
export const MAX_RECORD_ID = 2_147_483_647;
/** The last page a list is read to: a search that deep is narrowed instead (it also keeps the offset exact). */
export const MAX_PAGE_NUMBER = 100_000;

const DECIMAL_ID = /^\d{1,20}$/;
/**
 * Paths and query strings carry ids as text: plain decimal digits become a number, anything else ('0x10', '1e3',
 * ' 7', '') stays text and fails as the wrong type, so no id is read from a spelling the client did not mean.
 */
export const textToId = (value: unknown): unknown =>
  typeof value === 'string' && DECIMAL_ID.test(value) ? Number(value) : value;

/**
 * A record id: a whole number from 1 to MAX_RECORD_ID. A larger one names no row and would not fit the column,
 * so it is refused as a value of the field rather than reaching the database. `base` gives the field its own
 * type message (a form's "required").
 */
export function recordId(base: z.ZodNumber = integer()) {
  return base
    .int({ error: formErrorIds.integer })
    .min(1, { error: formErrorIds.min })
    .max(MAX_RECORD_ID, { error: formErrorIds.invalidValue });
}

/** A record id in a path or a query string: strict decimal text (see textToId). */
export const idParam = z.preprocess(textToId, recordId());

export const idParams = z.object({ id: idParam });

/** A page number of a list's query: 1 (the default) to MAX_PAGE_NUMBER. */
export const pageNumber = z.preprocess(
  textToId,
  integer()
    .min(FIRST_PAGE, { error: formErrorIds.min })
    .max(MAX_PAGE_NUMBER, { error: formErrorIds.max })
    .default(FIRST_PAGE),
);

/** A page size of a list's query: 1 to `max` rows, `size` by default. */
export const pageSize = (max: number = FETCH_ALL_PAGE_SIZE, size: number = DEFAULT_PAGE_SIZE) =>
  z.preprocess(
    textToId,
    integer().min(1, { error: formErrorIds.min }).max(max, { error: formErrorIds.max }).default(size),
  );

// ── dates ───────────────────────────────────────────────────────────────────────────────────────────────

/** Years any date of a clinic's records falls in: older is a typing slip, later no plan reaches. */
export const RECORD_YEARS = { min: 1900, max: 2100 } as const;
/** Years of the clinic's own calendar (visits, schedules, invoices, reports): the software's own era. */
export const CLINIC_YEARS = { min: 2000, max: 2100 } as const;

export interface YearSpan {
  readonly min: number;
  readonly max: number;
}

/** The years from `past` years ago to `ahead` years on, counted from the year the value is checked in. */
export const yearsAround = (past: number, ahead: number) => (): YearSpan => {
  const year = new Date().getUTCFullYear();
  return { min: year - past, max: year + ahead };
};

interface DateRules {
  /** The years the field may hold (a span, or one counted from today). */
  years?: YearSpan | (() => YearSpan);
  /** No later than today (UTC): a birthday. */
  notFuture?: boolean;
}

/** The year check of a date or an instant, as one issue: "Năm phải từ {min} đến {max}". */
function checkYears(year: number, rules: DateRules, ctx: z.RefinementCtx, input: string) {
  const span = typeof rules.years === 'function' ? rules.years() : (rules.years ?? RECORD_YEARS);
  if (year >= span.min && year <= span.max) return;
  ctx.addIssue({
    code: 'custom',
    message: formErrorIds.dateRange,
    params: { min: span.min, max: span.max },
    input,
  });
}

/**
 * A day of the calendar, 'YYYY-MM-DD', in the field's years: text of another shape, a day that does not exist
 * and a year out of the span are refused on the field, in one issue, before any code does arithmetic on it.
 */
export function calendarDate(rules: DateRules = {}) {
  return z.string({ error: typeError(formErrorIds.date) }).superRefine((value, ctx) => {
    if (!isCalendarDay(value)) {
      ctx.addIssue({ code: 'custom', message: formErrorIds.date, input: value });
      return;
    }
    if (rules.notFuture && value > new Date().toISOString().slice(0, 10)) {
      ctx.addIssue({ code: 'custom', message: formErrorIds.dateNotFuture, input: value });
      return;
    }
    checkYears(Number(value.slice(0, 4)), rules, ctx, value);
  });
}

/** A day of a clinic's own calendar: a visit, a report's bounds, an invoice or stock search. */
export const clinicDate = () => calendarDate({ years: CLINIC_YEARS });

/** A birthday: a real day, not after today, from 1900. */
export const birthday = () => calendarDate({ notFuture: true });

/** An instant with its offset ('2026-12-01T08:00:00+07:00'), a real one, in the field's years. */
export function instant(rules: Pick<DateRules, 'years'> = { years: CLINIC_YEARS }) {
  return z.string({ error: typeError(formErrorIds.date) }).superRefine((value, ctx) => {
    const at = ISO_INSTANT.safeParse(value).success ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(at)) {
      ctx.addIssue({ code: 'custom', message: formErrorIds.date, input: value });
      return;
    }
    checkYears(new Date(at).getUTCFullYear(), rules, ctx, value);
  });
}
const ISO_INSTANT = z.iso.datetime({ offset: true });

// ── text ────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Characters no text of a clinic holds: the control characters (NUL, escape, DEL, the C1 block) but tab and line
 * breaks, and halves of a surrogate pair (which no encoding can store). PostgreSQL refuses NUL outright; the
 * others would print as garbage.
 */
const FORBIDDEN_CHARACTER = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

export const hasForbiddenCharacter = (text: string): boolean => FORBIDDEN_CHARACTER.test(text);

/**
 * Where a request's value holds a forbidden character (any text, any key, at any depth): the API checks every
 * params, query and body with it before its schema, so no contract can forget a text field. `path` as zod's.
 */
export function forbiddenCharacterIssues(value: unknown, path: (string | number)[] = []): z.core.$ZodIssue[] {
  if (typeof value === 'string')
    return hasForbiddenCharacter(value)
      ? [{ code: 'custom', message: formErrorIds.forbiddenCharacter, path, input: value }]
      : [];
  if (Array.isArray(value)) return value.flatMap((item, at) => forbiddenCharacterIssues(item, [...path, at]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      hasForbiddenCharacter(key)
        ? [{ code: 'custom' as const, message: formErrorIds.forbiddenCharacter, path: [...path], input: key }]
        : forbiddenCharacterIssues(item, [...path, key]),
    );
  }
  return [];
}

/**
 * For `.superRefine(greaterThanField('price', 'promotionPrice'))`: when both are numbers, `field` must be
 * strictly greater than `other`, else `formError.moreThan` on `field` with `params.more` = the other value.
 */
export function greaterThanField<F extends string, O extends string>(field: F, other: O) {
  return (value: Readonly<Record<F | O, unknown>>, ctx: z.RefinementCtx): void => {
    const high = value[field];
    const low = value[other];
    if (typeof high === 'number' && typeof low === 'number' && !(high > low)) {
      ctx.addIssue({
        code: 'custom',
        message: formErrorIds.moreThan,
        params: { more: low },
        path: [field],
        input: value,
      });
    }
  };
}

// ── query strings ───────────────────────────────────────────────────────────────────────────────────────

/** `pageSize` 1..100 (default 50), `pageNumber` ≥ 1 (default 1), optional trimmed `keyword`. */
export const pagingQuery = z.object({
  pageSize: pageSize(),
  pageNumber,
  keyword: optionalField(z.string().trim().max(200, { error: formErrorIds.maxLength })),
});

/** `?lang=`: an unsupported value is ignored (undefined), so the Accept-Language header or vi decides. */
export const langQuery = z.object({ lang: z.enum(Language).optional().catch(undefined) });
