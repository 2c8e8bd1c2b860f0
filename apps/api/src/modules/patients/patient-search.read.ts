import {
  LIST_COUNT_CAP,
  PATIENT_CODE_PREFIX,
  type PatientSortKey,
  type patientSearchFilter,
} from '@clinic/domain';
import { and, count, eq, gte, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { runPrepared } from '../../db/prepared.js';
import { clinicPatients } from '../../db/schema/index.js';
import { countUpToQuery, type PastCap } from '../../platform/count-up-to.js';
import { cappedPage, countLimitFor, offsetOf, type Paging, totalOf } from '../../platform/paging.js';
import { likeEscape } from '../../resources/define-resource.js';

type PatientRow = typeof clinicPatients.$inferSelect;
type PageRow = Pick<PatientRow, keyof typeof listColumns>;

/** A keyword of digits, once the separators people type in phone numbers ('0912 345', '0912.345') are dropped. */
const digitsOf = (keyword: string) => keyword.replace(/[\s.\-()+]/g, '');
/** A patient code typed from its start: 'BN', 'bn0001', 'BN000123'. */
const codeStart = new RegExp(`^${PATIENT_CODE_PREFIX}\\d*$`, 'i');

/**
 * What a keyword matches, each kind by its own index rather than one OR of three substring scans over every row:
 * digits anywhere in the phone (stored as digits) or the code; a code's beginning by the code's prefix index; any
 * other text anywhere in the name without case or diacritics ('tran thi' finds 'Trần Thị Bích'), on the stored
 * `search_name` and its trigram index. A name is not looked up in phones or codes, nor digits in names.
 */
export function patientKeywordFilter(keyword: string): SQL | undefined {
  const text = keyword.trim();
  if (!text) return undefined;
  const digits = digitsOf(text);
  if (/^\d+$/.test(digits)) {
    return or(like(clinicPatients.phone, `%${digits}%`), like(clinicPatients.code, `%${digits}%`));
  }
  if (codeStart.test(text)) return like(clinicPatients.code, `${text.toUpperCase()}%`);
  return searchNameContains(text);
}

/** `text` anywhere in the patient's stored search_name (unaccented, lower-case), on its trigram index. */
export const searchNameContains = (text: string): SQL =>
  sql`${clinicPatients.searchName} like f_unaccent(lower(${`%${likeEscape(text.trim())}%`}))`;

/**
 * A name keyword of two words or more, each of letters and digits, one space apart. unaccent keeps such a phrase's
 * words and single spaces (it turns no letter or digit into a space, a LIKE wildcard or nothing), so the like is
 * then exactly `search_name` containing the folded phrase, and every name containing it holds its pieces.
 */
const phraseOfWords = /^[\p{L}\p{Nd}][\p{L}\p{M}\p{Nd}]*( [\p{L}\p{Nd}][\p{L}\p{M}\p{Nd}]*)+$/u;

/**
 * For a name keyword of several words, a condition its matches all meet, on the name pieces' index: the phrase's
 * pieces across each space ('nguyen thi huong': 'yen thi', 'thi huo', in the clinic) among the name's
 * (f_name_pieces, f_phrase_pieces in migration 0033). Undefined for one word, digits, a code or punctuation,
 * which the keyword's own condition finds alone.
 */
export function namePhrasePieces(keyword: string): SQL | undefined {
  const text = keyword.trim();
  if (!phraseOfWords.test(text) || /^\d+$/.test(digitsOf(text))) return undefined;
  return sql`f_name_pieces(${clinicPatients.clinicId}, ${clinicPatients.searchName}) @> f_phrase_pieces(${sql.placeholder('clinicId')}, f_unaccent(lower(${text})))`;
}

/**
 * A phrase's capped count: the rows holding its pieces, from their index, then `where` (the clinic, the like, the
 * filters) on each until `countLimit` match, in no order. OFFSET 0 keeps the planner from taking the like into that
 * scan, where it would intersect the trigram index's long lists too (a BitmapAnd of both: 190–460 ms at a million).
 */
function phraseCountQuery(d: Db, pieces: SQL, where: SQL | undefined) {
  // Aliased as the table, so `where`, written on the table's columns, reads the candidates.
  const candidates = d
    .select()
    .from(clinicPatients)
    .where(pieces)
    .offset(sql.placeholder('noneSkipped'))
    .as('clinic_patients');
  const matches = d
    .select({ one: sql`1` })
    .from(candidates)
    .where(where)
    .limit(sql.placeholder('countLimit'))
    .as('matches');
  return d.select({ n: count() }).from(matches);
}

/**
 * The sort keys as indexed columns, so a page is read in order and the scan stops at it. Names sort without
 * diacritics, so 'Đỗ' sits among the D's rather than after 'Z' as in byte order. Only the year can be unknown.
 */
const sortColumns = {
  createdAt: clinicPatients.createdAt,
  fullName: clinicPatients.searchName,
  code: clinicPatients.code,
  yearOfBirth: clinicPatients.yearOfBirth,
} satisfies Record<PatientSortKey, unknown>;

function orderOf(key: PatientSortKey, type: 'asc' | 'desc') {
  const direction = type === 'asc' ? sql`asc` : sql`desc`;
  const column = sortColumns[key];
  // Unknown years sort last either way; the id keeps pages stable among equal keys. No NULLS clause on the
  // columns that are never null, so the order is the index's and not a sort of every match.
  const first = key === 'yearOfBirth' ? sql`${column} ${direction} nulls last` : sql`${column} ${direction}`;
  return [first, sql`${clinicPatients.id} ${direction}`];
}

/** The filters besides the keyword, on placeholders named after them (see `searchPatients`). */
const filterConditions = {
  gender: () => eq(clinicPatients.gender, sql.placeholder('gender')),
  birthYearFrom: () => gte(clinicPatients.yearOfBirth, sql.placeholder('birthYearFrom')),
  birthYearTo: () => lte(clinicPatients.yearOfBirth, sql.placeholder('birthYearTo')),
  provinceId: () => eq(clinicPatients.provinceId, sql.placeholder('provinceId')),
} satisfies Record<Exclude<keyof z.output<typeof patientSearchFilter>, 'keyword'>, () => SQL>;

/**
 * POST /clinic-patients/search: keyword over name, phone and code without diacritics, and the filters. The total
 * is counted up to `countCap` (further only when the page itself lies past it); beyond it the paging says
 * `totalIsCapped`. A first page that is not full is its own total, so it is not counted again.
 *
 * Without a keyword (the list as it opens, or filtered), the statements are run by name, one pair per set of
 * filters and order, so neither drizzle nor PostgreSQL builds or plans them again. A keyword's statements are
 * planned for their values: a common surname and a rare one want different plans.
 */
export async function searchPatients(
  db: Db,
  clinicId: number,
  filter: z.output<typeof patientSearchFilter>,
  query: Paging & { orderBy: PatientSortKey; orderByType: 'asc' | 'desc' },
  { countCap = LIST_COUNT_CAP, pastCap }: { countCap?: number; pastCap?: PastCap } = {},
) {
  const used = (Object.keys(filterConditions) as (keyof typeof filterConditions)[]).filter(
    (key) => filter[key] !== undefined,
  );
  const where: SQL | undefined = and(
    eq(clinicPatients.clinicId, sql.placeholder('clinicId')),
    filter.keyword ? patientKeywordFilter(filter.keyword) : undefined,
    ...used.map((key) => filterConditions[key]()),
  );
  const pieces = filter.keyword ? namePhrasePieces(filter.keyword) : undefined;
  const offset = offsetOf(query);
  const limit = countLimitFor(query, countCap);
  const values: Record<string, unknown> = {
    clinicId,
    ...Object.fromEntries(used.map((key) => [key, filter[key]])),
    pageSize: query.pageSize,
    offset,
    countLimit: limit + 1,
    noneSkipped: 0,
  };
  const shape = `${used.join('_') || 'all'}_${query.orderBy}_${query.orderByType}`;
  // Without a keyword, a list seen past its cap a moment ago is not counted again (a keyword's list changes with
  // each letter typed: it is always counted).
  const listKey = filter.keyword
    ? undefined
    : `${patientListsOf(clinicId)}${shape}:${used.map((key) => filter[key]).join(':')}`;
  const knownPast = listKey !== undefined && pastCap?.has(listKey, limit) === true;
  const run = <T>(
    name: string,
    build: (d: Db) => { prepare(name: string): { execute(values: Record<string, unknown>): Promise<T> } },
  ) =>
    filter.keyword
      ? build(db).prepare('').execute(values)
      : runPrepared(db, `${name}_${shape}`, (d) => build(d as Db), values);

  const order = orderOf(query.orderBy, query.orderByType);
  // The page's ids first, then its rows: the ids come from an index-only scan that tests the keyword on the
  // index's search_name, so skipping to a page (or past the A–M names to 'nguyen' in name order: 1.25 s → 0.15 s
  // at a million) never reads the rows it skips. `= any(array(…))`, not `in (…)`: a statement run by name gets a
  // generic plan, which cannot see the page size and took the ids for a tenth of the clinic — a hash join over a
  // scan of every patient (15 ms at 96,000 rows) instead of 50 reads by key (0.26 ms).
  //
  // Without a keyword the capped count comes with the page, as a column computed once (an InitPlan, run only when
  // the page has a row): one statement and one round trip for the list as it opens. A keyword's count stays a
  // statement of its own, run only when the page is full, since its cost depends on the keyword.
  const withCount = !filter.keyword && !knownPast;
  const rows: (PageRow & { matches?: number })[] = await run(
    withCount ? 'patients_page_counted' : 'patients_page',
    (d) => {
      const pageIds = d
        .select({ id: clinicPatients.id })
        .from(clinicPatients)
        .where(where)
        .orderBy(...order)
        .limit(sql.placeholder('pageSize'))
        .offset(sql.placeholder('offset'));
      const counted = countUpToQuery(d, clinicPatients, where, order, sql.placeholder('countLimit'));
      return d
        .select(
          withCount ? { ...listColumns, matches: sql<number>`(${counted})`.mapWith(Number) } : listColumns,
        )
        .from(clinicPatients)
        .where(sql`${clinicPatients.id} = any(array(${pageIds}))`)
        .orderBy(...order);
    },
  );
  const counted = rows[0]?.matches;
  const matches = await totalOf(
    rows,
    query,
    // A phrase of several words is counted among the names holding its pieces: along the order's index its
    // matches are rare however common its words ('nguyen thi huong', one name in 190: 190,000 entries walked,
    // 53 ms at a million), and the trigram index decodes every common trigram's list (65 ms); its pieces' index
    // gives its 5,250 rows in 3 ms and the count stops at the 1,001st (11 ms). One word is counted along the
    // page's order: a common one walks the order's index (1,001 matches of 'nguyen': 2.5 ms) where the planner
    // would otherwise intersect the trigram index's long posting lists first; a rare one still comes from the
    // trigram index and sorts its few rows.
    async () =>
      knownPast
        ? limit + 1
        : (counted ??
          (
            await run('patients_count', (d) =>
              pieces
                ? phraseCountQuery(d, pieces, where)
                : countUpToQuery(d, clinicPatients, where, order, sql.placeholder('countLimit')),
            )
          )[0]?.n ??
          0),
  );
  // Only a count that ran renews the memory: its age bounds how stale a "1,000+" may be.
  if (listKey && !knownPast && matches > limit) pastCap?.remember(listKey, limit);
  return cappedPage(rows.map(toListItem), matches, limit, query);
}

/** The prefix of a clinic's patient lists in `PastCap`: forgotten when one of its patients is deleted. */
export const patientListsOf = (clinicId: number) => `patients:${clinicId}:`;

/** The columns a list item shows (not the record's notes, nor the stored search name). */
const listColumns = {
  id: clinicPatients.id,
  code: clinicPatients.code,
  fullName: clinicPatients.fullName,
  gender: clinicPatients.gender,
  phone: clinicPatients.phone,
  email: clinicPatients.email,
  birthday: clinicPatients.birthday,
  yearOfBirth: clinicPatients.yearOfBirth,
  provinceId: clinicPatients.provinceId,
  address: clinicPatients.address,
  avatarFileId: clinicPatients.avatarFileId,
  createdAt: clinicPatients.createdAt,
};

export const toListItem = (row: Pick<PatientRow, keyof typeof listColumns>) => ({
  id: row.id,
  code: row.code,
  fullName: row.fullName,
  gender: row.gender,
  phone: row.phone,
  email: row.email,
  birthday: row.birthday,
  yearOfBirth: row.yearOfBirth,
  provinceId: row.provinceId,
  address: row.address,
  avatarFileId: row.avatarFileId,
  createdAt: row.createdAt.toISOString(),
});
