// Text ↔ number for NumberInput. VND is written the Vietnamese way while typing: '150.000' (dot groups),
// always an integer. Other numbers take '.' or ',' as the decimal separator and show '.'.

export interface NumberTextOptions {
  vnd: boolean;
  /** Digits allowed after the separator; 0 for integers (always 0 for VND). */
  decimals: number;
}

const MAX_DIGITS = 15; // beyond this a double loses whole units

/** 1500000 → '1.500.000'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** The shown text for a value. */
export function formatNumberText(value: number | null | undefined, { vnd }: Pick<NumberTextOptions, 'vnd'>) {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  if (!vnd) return String(value);
  const rounded = Math.round(value);
  return `${rounded < 0 ? '-' : ''}${groupThousands(String(Math.abs(rounded)))}`;
}

/**
 * Cleans what the user typed and says what it means: the text to show and the value (null while empty or
 * incomplete, e.g. '-'). `kept` counts the characters of `raw` before the caret that survive, so the caret can
 * be put back in the same place.
 */
export function cleanNumberText(
  raw: string,
  { vnd, decimals }: NumberTextOptions,
): { text: string; value: number | null } {
  // A minus is always kept, even where negatives make no sense: dropping it would turn −2 into 2 without a word.
  // The field's schema refuses it with its own message.
  const negative = raw.trimStart().startsWith('-');
  if (vnd) {
    const digits = raw
      .replace(/\D/g, '')
      .replace(/^0+(?=\d)/, '')
      .slice(0, MAX_DIGITS);
    const text = `${negative ? '-' : ''}${groupThousands(digits)}`;
    return { text, value: digits === '' ? null : Number(`${negative ? '-' : ''}${digits}`) };
  }
  const unified = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = unified.indexOf('.');
  let whole = dot === -1 ? unified : unified.slice(0, dot);
  let fraction = dot === -1 ? '' : unified.slice(dot + 1).replace(/\./g, '');
  whole = whole.replace(/^0+(?=\d)/, '').slice(0, MAX_DIGITS);
  fraction = fraction.slice(0, decimals);
  const hasDot = dot !== -1 && decimals > 0;
  const text = `${negative ? '-' : ''}${whole}${hasDot ? '.' : ''}${fraction}`;
  const numeric = `${whole || (fraction ? '0' : '')}${fraction ? `.${fraction}` : ''}`;
  return { text, value: numeric === '' ? null : Number(`${negative ? '-' : ''}${numeric}`) };
}

/**
 * Counts the characters that matter (a minus sign, digits, and the decimal separator outside VND) of `raw` before
 * `caret`. The minus counts: else after typing '-' the caret went back before it and the next digit landed in front
 * of it ('2-'), silently turning −2 into 2.
 */
export function significantBefore(raw: string, caret: number, vnd: boolean): number {
  // Only a leading minus survives cleaning, so only it counts.
  const before = raw.slice(0, caret).replace(/(?!^)-/g, '');
  return (vnd ? before.replace(/[^\d-]/g, '') : before.replace(/[^\d.,-]/g, '')).length;
}

/** Where the caret goes in the cleaned `text` so that the same `significant` characters stay before it. */
export function caretAfterSignificant(text: string, significant: number, vnd: boolean): number {
  const counts = vnd ? /[\d-]/ : /[\d.-]/;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (seen === significant) return index;
    if (counts.test(text[index] ?? '')) seen += 1;
  }
  return text.length;
}
