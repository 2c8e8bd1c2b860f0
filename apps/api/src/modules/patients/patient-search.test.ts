import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPastCap, PAST_CAP_KEPT_MS, type PastCap } from '../../platform/count-up-to.js';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';
import { searchPatients } from './patient-search.read.js';

/**
 * What a keyword finds, pinned on a fixture of diacritics, shared prefixes and phones before the search was
 * rewritten for a million rows (indexed name column, phone and code by their own conditions, capped count), so the
 * rewrite answers the same rows.
 */
let t: TestApp;
let clinic: Awaited<ReturnType<typeof signUpClinic>>;
beforeAll(async () => {
  t = await createTestApp();
  clinic = await signUpClinic(t.app, 'Search');
  for (const [fullName, phone] of fixture) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/clinic-patients',
      headers: clinic.headers,
      payload: { fullName, phone, gender: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => t.close());

// Created in this order, so their codes are BN000001…BN000008.
const fixture = [
  ['Nguyễn Văn An', '0912345678'],
  ['Nguyễn Văn Anh', '0912000111'],
  ['Nguyễn Thị Hương', '0987654321'],
  ['Trần Thị Bích', '0771234567'],
  ['Lê Văn Lan', '0359876543'],
  ['Đặng Đức Đạt', '0868111222'],
  ['Huỳnh Ngọc Ánh', '0901234000'],
  ['Phạm Thị Hường', '0935000003'],
] as const;

/** The fixture's codes a keyword finds, in code order, and the total the paging reports. */
async function found(keyword: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/clinic-patients/search?orderBy=code&orderByType=asc',
    headers: clinic.headers,
    payload: { keyword },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { pageData, paging } = res.json().data as {
    pageData: { code: string }[];
    paging: { totalItem: number };
  };
  const numbers = pageData.map((p) => Number(p.code.slice(2)));
  expect(paging.totalItem).toBe(numbers.length);
  return numbers;
}

const all = [1, 2, 3, 4, 5, 6, 7, 8];

describe('a keyword finds the same patients after the search rewrite', () => {
  it.each([
    // Names, without case or diacritics, anywhere in the name.
    ['nguyen', [1, 2, 3]],
    ['NGUYỄN', [1, 2, 3]],
    ['nguyen van an', [1, 2]],
    ['van an', [1, 2]],
    ['tran thi', [4]],
    ['huong', [3, 8]],
    ['Hường', [3, 8]],
    ['dang duc', [6]],
    ['anh', [2, 7]],
    ['an', [1, 2, 4, 5, 6, 7]],
    ['thi', [3, 4, 8]],
    // Phones as digits, typed with or without separators.
    ['0912', [1, 2]],
    ['0912 345', [1]],
    ['345678', [1]],
    // Digits are looked up in codes as well as phones.
    ['000', all],
    ['000003', [3, 8]],
    // Codes, whole or begun.
    ['bn000003', [3]],
    ['BN00000', all],
    ['bn', all],
    // Nothing, and LIKE's wildcards taken literally.
    ['xyz', []],
    ['100%', []],
    ['_', []],
  ] as const)('%s', async (keyword, expected) => {
    expect(await found(keyword)).toEqual(expected);
  });
});

describe('a long list stops counting at a cap', () => {
  // The fixture's 'an' has 6 matches; a cap of 3 stands in for the real 1,000.
  const pageOf = (pageNumber: number) =>
    searchPatients(
      t.app.deps.db,
      clinic.user.clinicId,
      { keyword: 'an' },
      { pageSize: 2, pageNumber, orderBy: 'code', orderByType: 'asc' },
      { countCap: 3 },
    );

  it('answers the cap and says it is one when more match', async () => {
    const first = await pageOf(1);
    expect(first.pageData.map((p) => p.code)).toEqual(['BN000001', 'BN000002']);
    expect(first.paging).toEqual({ totalItem: 3, totalIsCapped: true, pageSize: 2, pageNumber: 1 });
  });

  it('counts on to the page being read, so the total never falls short of it', async () => {
    expect((await pageOf(2)).paging).toEqual({
      totalItem: 4,
      totalIsCapped: true,
      pageSize: 2,
      pageNumber: 2,
    });
    const last = await pageOf(3);
    expect(last.pageData.map((p) => p.code)).toEqual(['BN000006', 'BN000007']);
    expect(last.paging).toEqual({ totalItem: 6, pageSize: 2, pageNumber: 3 });
  });

  it('still counts a page past the last, which has no row to carry the count', async () => {
    const past = await pageOf(5);
    expect(past).toEqual({
      pageData: [],
      paging: { totalItem: 6, pageSize: 2, pageNumber: 5 },
    });
  });

  it('counts the same without a keyword (the statement run by name)', async () => {
    const all = (pageNumber: number) =>
      searchPatients(
        t.app.deps.db,
        clinic.user.clinicId,
        {},
        { pageSize: 2, pageNumber, orderBy: 'code', orderByType: 'asc' },
        { countCap: 3 },
      );
    expect((await all(1)).paging).toEqual({ totalItem: 3, totalIsCapped: true, pageSize: 2, pageNumber: 1 });
    // Twice: the second run is the named statement's (PREPAREd on PGlite after the first).
    expect((await all(1)).paging).toEqual({ totalItem: 3, totalIsCapped: true, pageSize: 2, pageNumber: 1 });
    const past = await all(1000);
    expect(past.pageData).toEqual([]);
    expect(past.paging.totalItem).toBeGreaterThanOrEqual(6);
  });

  it('gives the exact total when the matches fit under the cap', async () => {
    const few = await searchPatients(
      t.app.deps.db,
      clinic.user.clinicId,
      { keyword: 'nguyen' },
      { pageSize: 2, pageNumber: 1, orderBy: 'code', orderByType: 'asc' },
      { countCap: 3 },
    );
    expect(few.paging).toEqual({ totalItem: 3, pageSize: 2, pageNumber: 1 });
  });
});

describe('a phrase of several words is counted among the names holding its pieces', () => {
  const countOf = async (keyword: string, cap = 1000) =>
    (
      await searchPatients(
        t.app.deps.db,
        clinic.user.clinicId,
        { keyword },
        // A page of one, so the count runs whenever a second match may follow.
        { pageSize: 1, pageNumber: 1, orderBy: 'createdAt', orderByType: 'desc' },
        { countCap: cap },
      )
    ).paging;

  it.each([
    ['nguyen van an', 2],
    ['Nguyễn Văn', 2],
    // The first word may end a name's word and the last begin one.
    ['yen van a', 2],
    ['n thi h', 1],
    ['van an', 2],
    ['thi huong', 2],
    ['van lan', 1],
    ['van anh nguyen', 0],
  ] as const)('%s', async (keyword, total) => {
    expect(await countOf(keyword)).toEqual({ totalItem: total, pageSize: 1, pageNumber: 1 });
  });

  it('stops at the cap', async () => {
    expect(await countOf('nguyen van', 1)).toEqual({
      totalItem: 1,
      totalIsCapped: true,
      pageSize: 1,
      pageNumber: 1,
    });
  });

  it('reads its candidates from the pieces index, not along the list order nor by trigrams', async () => {
    const other = await signUpClinic(t.app, 'Phrase');
    const db = t.app.deps.db;
    // 6,000 analysed names where 'nguyen thi huong' is one in 60 (11 of every 660 rows, spread along the order):
    // the plan that walked the newest-first index for it, 190,000 entries at a million rows.
    await db.execute(
      sql`insert into clinic_patients (clinic_id, code, full_name, gender, phone, nationality)
          select ${other.user.clinicId}, 'BP' || g,
            (array['Nguyễn', 'Trần', 'Lê'])[1 + g % 3] || ' ' || (array['Thị', 'Văn', 'Ngọc', 'Đức'])[1 + g % 4] || ' ' ||
              (array['Hương', 'An', 'Lan', 'Minh', 'Hà'])[1 + g % 5],
            2, '09' || lpad(g::text, 8, '0'), 192
          from generate_series(1, 6000) g`,
    );
    await db.execute(sql`analyze clinic_patients`);
    const sent: string[] = [];
    const stop = t.database.statements.listen((text) => sent.push(text));
    const keyword = 'Nguyễn Thị Hương';
    const found = await searchPatients(
      db,
      other.user.clinicId,
      { keyword },
      { pageSize: 50, pageNumber: 1, orderBy: 'createdAt', orderByType: 'desc' },
    );
    stop();
    expect(found.paging.totalItem).toBe(100);
    const text = sent.find((s) => s.startsWith('select count(*)'));
    expect(text, sent.join('\n')).toMatch(/f_phrase_pieces\(\$1, f_unaccent\(lower\(\$2\)\)\) offset \$3/);
    // Its values in the statement's order: the pieces' clinic and phrase, the offset, the clinic, the like, the cap.
    const values = [other.user.clinicId, `'${keyword}'`, 0, other.user.clinicId, `'%${keyword}%'`, 1001];
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare phrase_count as ${text}`));
      const rows = await tx.execute<{ 'QUERY PLAN': string }>(
        sql.raw(`explain execute phrase_count(${values.join(', ')})`),
      );
      await tx.execute(sql`deallocate phrase_count`);
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on clinic_patients_name_pieces/);
    expect(plan).not.toMatch(/clinic_patients_newest|clinic_patients_search_name|Seq Scan/);
  });
});

describe('the list as it opens, run by name', () => {
  it('reads its page by key and its capped count in one statement, under a generic plan, which cannot see the page size', async () => {
    const other = await signUpClinic(t.app, 'Plan');
    const db = t.app.deps.db;
    // A clinic of 5,000 analysed rows: what the planner needs to prefer a scan of all of them for a subquery
    // it takes to give a tenth (the plan that made the list 60 times slower as the table grew).
    await db.execute(
      sql`insert into clinic_patients (clinic_id, code, full_name, gender, phone, nationality)
          select ${other.user.clinicId}, 'BX' || g, 'Bệnh nhân ' || g, 1, '09' || lpad(g::text, 8, '0'), 192 from generate_series(1, 5000) g`,
    );
    await db.execute(sql`analyze clinic_patients`);
    const sent: string[] = [];
    const stop = t.database.statements.listen((text) => sent.push(text));
    const page = await searchPatients(
      db,
      other.user.clinicId,
      {},
      { pageSize: 50, pageNumber: 1, orderBy: 'createdAt', orderByType: 'desc' },
    );
    stop();
    expect(page.pageData).toHaveLength(50);
    expect(page.paging).toMatchObject({ totalItem: 1000, totalIsCapped: true });
    expect(sent).toHaveLength(1);
    const text = sent.find((s) => s.includes('"full_name"') && s.includes('limit'));
    expect(text, sent.join('\n')).toBeDefined();
    // The same statement as a connection's generic plan, in a transaction of its own (one connection).
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare generic_page as ${text}`));
      const rows = await tx.execute<{ 'QUERY PLAN': string }>(
        // The capped count's clinic and limit (a column of the page), then the page's clinic, size and offset.
        sql.raw(`explain execute generic_page(${other.user.clinicId}, 1001, ${other.user.clinicId}, 50, 0)`),
      );
      await tx.execute(sql`deallocate generic_page`);
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).not.toMatch(/Seq Scan on clinic_patients/);
    expect(plan).toMatch(/Index Scan using clinic_patients_pkey/);
  });
});

describe('a list seen past its cap a moment ago', () => {
  const sent: string[] = [];
  const counts = () => sent.filter((s) => /count\(/.test(s)).length;
  const listed = async (pastCap: PastCap, filter: { gender?: 0 | 1 } = {}) => {
    sent.length = 0;
    const stop = t.database.statements.listen((text) => sent.push(text));
    try {
      return await searchPatients(
        t.app.deps.db,
        clinic.user.clinicId,
        filter,
        { pageSize: 2, pageNumber: 1, orderBy: 'code', orderByType: 'asc' },
        { countCap: 3, pastCap },
      );
    } finally {
      stop();
    }
  };

  it('answers the cap without counting again, until the memory is a minute old', async () => {
    let now = 0;
    const pastCap = createPastCap(() => now);
    const first = await listed(pastCap);
    expect(first.paging).toEqual({ totalItem: 3, totalIsCapped: true, pageSize: 2, pageNumber: 1 });
    expect(counts()).toBe(1);
    now += PAST_CAP_KEPT_MS - 1;
    const again = await listed(pastCap);
    expect(again).toEqual(first);
    expect([counts(), sent.length]).toEqual([0, 1]);
    // Another set of filters is another list; only a count that ran renews the memory.
    await listed(pastCap, { gender: 1 });
    expect(counts()).toBe(1);
    now += 1;
    expect(await listed(pastCap)).toEqual(first);
    expect(counts()).toBe(1);
  });

  it('is counted again once a patient of the clinic is deleted here', async () => {
    const { pastCap } = t.app.deps;
    await listed(pastCap);
    await listed(pastCap);
    expect(counts()).toBe(0);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/clinic-patients',
      headers: clinic.headers,
      payload: { fullName: 'Tạm Thời', phone: '0912999888', gender: 0 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/clinic-patients/${created.json().data.id}`,
      headers: clinic.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await listed(pastCap);
    expect(counts()).toBe(1);
  });

  it('is never remembered under its cap: a list that fits is counted every time', async () => {
    const pastCap = createPastCap(() => 0);
    for (let i = 0; i < 2; i += 1) {
      const few = await searchPatients(
        t.app.deps.db,
        clinic.user.clinicId,
        { gender: 1 },
        { pageSize: 2, pageNumber: 1, orderBy: 'code', orderByType: 'asc' },
        { countCap: 100, pastCap },
      );
      expect(few.paging).toEqual({ totalItem: 8, pageSize: 2, pageNumber: 1 });
    }
  });
});
