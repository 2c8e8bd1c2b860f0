import type { Language } from './language';

// An amount of VND in words, as Vietnamese invoices write the total ('Bốn trăm năm mươi nghìn đồng'); in English
// for an English page ('Four hundred fifty thousand dong'). Whole đồng only (docs/conventions.md#money).

const viDigits = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'];
/** Each group of three digits' scale, lowest first: 10^3 is nghìn, 10^9 tỷ, 10^12 nghìn tỷ. */
const viScales = ['', 'nghìn', 'triệu', 'tỷ', 'nghìn tỷ', 'triệu tỷ'];

/**
 * One group of three digits. `full`: a group after a higher one reads its zero hundreds and tens ('không trăm
 * linh năm' in 1.000.005), as Vietnamese says them; the leading group does not ('năm').
 */
function viGroup(n: number, full: boolean): string[] {
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const units = n % 10;
  const words: string[] = [];
  if (full || hundreds > 0) words.push(viDigits[hundreds]!, 'trăm');
  if (tens === 0) {
    if (units > 0 && words.length > 0) words.push('linh');
  } else if (tens === 1) {
    words.push('mười');
  } else {
    words.push(viDigits[tens]!, 'mươi');
  }
  if (units === 0) return words;
  if (units === 1 && tens >= 2) words.push('mốt');
  else if (units === 5 && tens >= 1) words.push('lăm');
  else words.push(viDigits[units]!);
  return words;
}

const enOnes = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const enTens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const enScales = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'];

function enGroup(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(enOnes[hundreds]!, 'hundred');
  if (rest >= 20) {
    const tens = enTens[Math.floor(rest / 10)]!;
    words.push(rest % 10 ? `${tens}-${enOnes[rest % 10]}` : tens);
  } else if (rest > 0) {
    words.push(enOnes[rest]!);
  }
  return words;
}

/** The groups of three digits of a whole number, highest first. */
function groupsOf(n: number): number[] {
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.unshift(rest % 1000);
  return groups;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * 450000 → 'Bốn trăm năm mươi nghìn đồng' (vi, the default) or 'Four hundred fifty thousand dong' (en). The amount
 * is rounded to whole đồng; a negative one is read with 'Âm' / 'Minus'.
 */
export function vndInWords(amount: number, lang: Language = 'vi'): string {
  if (!Number.isFinite(amount)) return '';
  const whole = Math.round(Math.abs(amount));
  const groups = groupsOf(whole);
  const words: string[] = [];
  groups.forEach((group, i) => {
    if (group === 0) return;
    const scale = (lang === 'vi' ? viScales : enScales)[groups.length - 1 - i]!;
    words.push(...(lang === 'vi' ? viGroup(group, i > 0) : enGroup(group)));
    if (scale) words.push(scale);
  });
  if (words.length === 0) words.push(lang === 'vi' ? 'không' : 'zero');
  if (amount < 0 && whole > 0) words.unshift(lang === 'vi' ? 'âm' : 'minus');
  words.push(lang === 'vi' ? 'đồng' : 'dong');
  return capitalized(words.join(' '));
}
