import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffMember, createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';
import { diagnosesOf, icd10List, parseIcd10, searchIcd10 } from './icd10-list.js';

// The ICD-10 list the result sheets and prescriptions pick diagnoses from: searched in memory by code or by name.
// These tests hold for the sample list and for the full one alike (no counts of the whole list).

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;

type Page = { pageData: { code: string; name: string }[]; paging: { totalItem: number } };
const search = async (query: string, headers: Record<string, string> = owner.headers) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/icd10?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};
const codes = (found: { code: string }[]) => found.map((entry) => entry.code);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpClinic(t.app, 'Icd');
});
afterAll(async () => t.close());

describe('the shipped list', () => {
  it('parses, in code order, each code once', () => {
    const { entries } = icd10List();
    expect(entries.length).toBeGreaterThan(0);
    const list = codes(entries);
    expect(list).toEqual([...new Set(list)].sort());
    expect(entries.find((entry) => entry.code === 'J02')).toEqual({
      code: 'J02',
      vi: 'Viêm họng cấp',
      en: 'Acute pharyngitis',
      codeKey: 'J02',
      viKey: 'viem hong cap',
      enKey: 'acute pharyngitis',
    });
  });
});

describe('the list parser', () => {
  it('reads tab-separated rows, skipping blank lines, a byte-order mark and CRLF endings', () => {
    expect(
      parseIcd10('\uFEFFJ02\tViêm họng cấp\tAcute pharyngitis\r\n\r\nJ02.9\tViêm họng\tPharyngitis\r\n'),
    ).toEqual([
      { code: 'J02', vi: 'Viêm họng cấp', en: 'Acute pharyngitis' },
      { code: 'J02.9', vi: 'Viêm họng', en: 'Pharyngitis' },
    ]);
  });

  it('refuses a malformed row, naming its line', () => {
    const good = 'J02\tViêm họng cấp\tAcute pharyngitis\n';
    expect(() => parseIcd10(`${good}J03\tViêm amidan cấp\n`)).toThrow(/line 2: expected code/);
    expect(() => parseIcd10(`${good}J03\t\tAcute tonsillitis\n`)).toThrow(/line 2: expected code/);
    expect(() => parseIcd10(`${good}\nJ3\tViêm amidan\tTonsillitis\n`)).toThrow(
      /line 3: 'J3' is not an ICD-10 code/,
    );
    expect(() => parseIcd10(`${good}j03\tViêm amidan\tTonsillitis\n`)).toThrow(/line 2: 'j03'/);
    expect(() => parseIcd10(`${good}J02\tViêm họng\tPharyngitis\n`)).toThrow(
      /line 2: code J02 is listed twice/,
    );
  });
});

describe('searching the list', () => {
  it('finds a name without its accents, names starting with the words first', () => {
    const found = searchIcd10('viem hong');
    expect(found[0]).toMatchObject({ code: 'J02', vi: 'Viêm họng cấp' });
    expect(codes(found)).toEqual(expect.arrayContaining(['J02.0', 'J02.9', 'J00']));
    // 'Viêm mũi họng cấp' holds both words but does not start with them: after J02's names despite its code.
    expect(codes(found).indexOf('J00')).toBeGreaterThan(codes(found).indexOf('J02.9'));
    // Every word must be there: 'Viêm amidan cấp' has 'viêm' but not 'họng'.
    expect(codes(found)).not.toContain('J03');
  });

  it("folds 'đ' and case, and keeps the words' order free", () => {
    expect(codes(searchIcd10('ĐAU DAU'))).toContain('R51');
    expect(codes(searchIcd10('dau dau'))).toContain('R51');
    expect(codes(searchIcd10('cap hong viem'))).toContain('J02');
  });

  it('finds English names too', () => {
    const found = codes(searchIcd10('Pharyngitis'));
    expect(found).toEqual(expect.arrayContaining(['J02', 'J02.0', 'J02.9']));
    expect(found).not.toContain('J03');
  });

  it('finds codes starting with a code-like keyword first, in code order, whatever its case and dot', () => {
    for (const keyword of ['J02', 'j02', 'J02.']) {
      const found = codes(searchIcd10(keyword));
      const own = found.filter((code) => code.startsWith('J02'));
      expect(found.slice(0, own.length), keyword).toEqual(own);
      expect(own.slice(0, 2), keyword).toEqual(['J02', 'J02.0']);
      expect(own, keyword).toContain('J02.9');
    }
    expect(codes(searchIcd10('J02.9'))[0]).toBe('J02.9');
    expect(codes(searchIcd10('j029'))[0]).toBe('J02.9');
  });

  it('answers the whole list in code order without a keyword', () => {
    expect(searchIcd10('  ')).toEqual(icd10List().entries);
  });
});

describe('GET /icd10', () => {
  it('answers names in the caller’s language', async () => {
    const byDefault = await search('keyword=J02&pageSize=1');
    expect(byDefault.pageData).toEqual([{ code: 'J02', name: 'Viêm họng cấp' }]);
    // The staff app says its language in Accept-Language (a query schema drops `?lang=` before the handler).
    const en = await search('keyword=J02&pageSize=1', { ...owner.headers, 'accept-language': 'en-US' });
    expect(en.pageData).toEqual([{ code: 'J02', name: 'Acute pharyngitis' }]);
    const vi = await search('keyword=J02&pageSize=1', { ...owner.headers, 'accept-language': 'vi' });
    expect(vi.pageData[0]!.name).toBe('Viêm họng cấp');
  });

  it('pages the matches and counts them all', async () => {
    const all = await search('pageSize=4');
    const second = await search('pageSize=2&pageNumber=2');
    expect(second.pageData).toEqual(all.pageData.slice(2, 4));
    expect(second.paging).toEqual({ totalItem: icd10List().entries.length, pageSize: 2, pageNumber: 2 });
    const j02 = await search('keyword=j02&pageSize=100');
    expect(j02.paging.totalItem).toBe(j02.pageData.length);
  });

  it('is open to any signed-in staff member, and to no one else', async () => {
    const staff = await addStaffMember(t.app, owner.user.clinicId);
    expect(codes((await search('keyword=viem%20hong', staff.headers)).pageData)[0]).toBe('J02');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/icd10?keyword=J02' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('diagnosesOf', () => {
  it('names each code in Vietnamese, in the order given', () => {
    expect(diagnosesOf([{ code: 'J02.9' }, { code: 'I10' }])).toEqual([
      { code: 'J02.9', name: 'Viêm họng cấp, không đặc hiệu' },
      { code: 'I10', name: icd10List().byCode.get('I10')!.vi },
    ]);
    expect(diagnosesOf([])).toEqual([]);
  });

  it('refuses an unknown code at its own index, as a schema violation', () => {
    let error: unknown;
    try {
      diagnosesOf([{ code: 'J02' }, { code: 'J02.99' }]);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({
      statusCode: 400,
      validationContext: 'body',
      validation: [{ instancePath: '/diagnoses/1/code', message: 'formError.invalidValue' }],
    });
  });
});
