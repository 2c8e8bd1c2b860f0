import { readFileSync } from 'node:fs';
import { type CodedDiagnosis, catalogNameKey, formErrorIds, ICD10_CODE_PATTERN } from '@clinic/domain';
import type { Lang } from '../../platform/lang.js';
import { bodySchemaViolation } from '../../platform/schema-violation.js';

// The ICD-10 list lives in memory: a few thousand rows read once from icd10.tsv beside this file
// (`code<TAB>name_vi<TAB>name_en`, no header), which ships with the API's sources (build.mjs copies it beside the
// bundle that `pnpm start` runs).

export interface Icd10Entry {
  code: string;
  vi: string;
  en: string;
}

/** An entry with the keys a search compares: folded names and the code without its dot. */
interface IndexedEntry extends Icd10Entry {
  codeKey: string;
  viKey: string;
  enKey: string;
}

const LIST_URL = new URL('./icd10.tsv', import.meta.url);

/**
 * Folded for comparing: no accents, 'đ' as 'd', lower case, punctuation as single spaces, so that
 * 'dạ dày - thực quản' and 'da day-thuc quan' hold the same words.
 */
const searchKey = (text: string) =>
  catalogNameKey(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const codeKeyOf = (code: string) => code.replace('.', '').toUpperCase();

/**
 * The rows of the list's text, checked: three non-empty fields, a code as WHO writes it, each code once. A bad row
 * throws an error naming its line (1-based), so a broken list fails the API's start and the tests, not a search.
 */
export function parseIcd10(text: string): Icd10Entry[] {
  const seen = new Set<string>();
  const entries: Icd10Entry[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((line, index) => {
      if (line.trim() === '') return;
      const where = `icd10.tsv line ${index + 1}`;
      const fields = line.split('\t').map((field) => field.trim());
      if (fields.length !== 3 || fields.some((field) => field === ''))
        throw new Error(`${where}: expected code, Vietnamese name and English name separated by tabs`);
      const [code, vi, en] = fields as [string, string, string];
      if (!ICD10_CODE_PATTERN.test(code)) throw new Error(`${where}: '${code}' is not an ICD-10 code`);
      if (seen.has(code)) throw new Error(`${where}: code ${code} is listed twice`);
      seen.add(code);
      entries.push({ code, vi, en });
    });
  return entries;
}

const byCode = (a: { code: string }, b: { code: string }) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

let cached: { entries: IndexedEntry[]; byCode: Map<string, IndexedEntry> } | undefined;

/** The list, in code order, read and checked on first use and kept for the process. */
export function icd10List() {
  if (!cached) {
    const entries = parseIcd10(readFileSync(LIST_URL, 'utf8'))
      .map((entry) => ({
        ...entry,
        codeKey: codeKeyOf(entry.code),
        viKey: searchKey(entry.vi),
        enKey: searchKey(entry.en),
      }))
      .sort(byCode);
    cached = { entries, byCode: new Map(entries.map((entry) => [entry.code, entry])) };
  }
  return cached;
}

/** 'j02', 'J02.', 'J02.9', 'j029': a letter and a digit, then code characters (the dot optional). */
const CODE_LIKE = /^[A-Z][0-9][0-9A-Z]?\.?[0-9A-Z]{0,2}$/;

/**
 * The entries a keyword finds, in the order the picker shows them: codes starting with it first (in code order),
 * then entries whose Vietnamese or English name holds every word of it, accents and case aside, those whose name
 * starts with the keyword first, then by code. No keyword: the whole list in code order.
 */
export function searchIcd10(keyword: string | undefined): Icd10Entry[] {
  const { entries } = icd10List();
  const typed = (keyword ?? '').trim();
  if (typed === '') return entries;

  const asCode = typed.toUpperCase();
  const codeMatches = CODE_LIKE.test(asCode)
    ? entries.filter((entry) => entry.codeKey.startsWith(codeKeyOf(asCode)))
    : [];
  const taken = new Set(codeMatches.map((entry) => entry.code));

  const key = searchKey(typed);
  const words = key.split(' ').filter(Boolean);
  if (words.length === 0) return codeMatches;
  const nameMatches = entries
    .filter(
      (entry) =>
        !taken.has(entry.code) &&
        words.every((word) => entry.viKey.includes(word) || entry.enKey.includes(word)),
    )
    .map((entry) => ({ entry, rank: rankOf(entry, key) }));
  // The closest names first: the name itself, then names starting with the words (the shortest, the most general,
  // first: 'viem hong' finds J02 'Viêm họng cấp' before B08.5 'Viêm họng mụn nước do Enterovirus'), then the rest in
  // code order (the sort is stable).
  nameMatches.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1]);
  return [...codeMatches, ...nameMatches.map(({ entry }) => entry)];
}

/** [0 the name is the keyword, 1 it starts with it, 2 it holds its words; the length of the name that starts]. */
function rankOf(entry: IndexedEntry, key: string): [number, number] {
  if (entry.viKey === key || entry.enKey === key) return [0, 0];
  const starting = [entry.viKey, entry.enKey].filter((name) => name.startsWith(key));
  return starting.length ? [1, Math.min(...starting.map((name) => name.length))] : [2, 0];
}

/** An entry named in the caller's language. */
export const icd10Named = (entry: Icd10Entry, lang: Lang) => ({
  code: entry.code,
  name: lang === 'en' ? entry.en : entry.vi,
});

/** Stored diagnoses as a read answers them: each with the list's English name (the stored one if not listed). */
export function withEnglishNames(diagnoses: readonly CodedDiagnosis[]): CodedDiagnosis[] {
  const { byCode: known } = icd10List();
  return diagnoses.map((d) => ({ code: d.code, name: d.name, nameEn: known.get(d.code)?.en ?? d.name }));
}

/**
 * The coded diagnoses to store, each named in Vietnamese (the national system's language). A code not in the list
 * is refused at its own line, as the schema refuses a bad field: 'diagnoses.2.code'.
 */
export function diagnosesOf(codes: readonly { code: string }[]): CodedDiagnosis[] {
  const { byCode: known } = icd10List();
  const issues = codes.flatMap(({ code }, index) =>
    known.has(code)
      ? []
      : [{ code: 'custom' as const, path: [index, 'code'], message: formErrorIds.invalidValue, input: code }],
  );
  if (issues.length) throw bodySchemaViolation(issues, ['diagnoses']);
  return codes.map(({ code }) => ({ code, name: known.get(code)!.vi }));
}
