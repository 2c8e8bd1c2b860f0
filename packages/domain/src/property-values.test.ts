import { describe, expect, it } from 'vitest';
import { needsGuardian, patientInput, patientSearchFilter } from './patients';
import { PropertyFieldType } from './properties';
import {
  formInput,
  parsePropertyEntries,
  propertyInput,
  propertyValueSchema,
  suggestInternalName,
} from './property-values';

const def = (
  fieldType: PropertyFieldType,
  extra: { options?: string[]; internalName?: string; fixed?: boolean } = {},
) => ({
  fieldType,
  options: extra.options ?? [],
  internalName: extra.internalName ?? 'x',
  fixed: extra.fixed ?? false,
});
const parse = (d: ReturnType<typeof def>, value: unknown) => propertyValueSchema(d).safeParse(value);

describe('property values, by field type', () => {
  it('treats empty text and an empty file list as "no value"', () => {
    expect(parse(def(PropertyFieldType.FreeText), '').data).toBeNull();
    expect(parse(def(PropertyFieldType.Images), []).data).toBeNull();
    expect(parse(def(PropertyFieldType.Date), undefined).data).toBeNull();
    // Whitespace only is blank too, whatever the type: a cleared date or option is no value, not an error.
    expect(parse(def(PropertyFieldType.FreeText), '   ').data).toBeNull();
    expect(parse(def(PropertyFieldType.Date), ' ').data).toBeNull();
    expect(parse(def(PropertyFieldType.ListOfOptions, { options: ['A'] }), '  ').data).toBeNull();
  });

  it('trims text and limits its length', () => {
    expect(parse(def(PropertyFieldType.FreeText), '  O+  ').data).toBe('O+');
    expect(parse(def(PropertyFieldType.FreeText), 'x'.repeat(1001)).success).toBe(false);
    expect(parse(def(PropertyFieldType.MultilineText), 'x'.repeat(5000)).success).toBe(true);
  });

  it('accepts only one of the options', () => {
    const blood = def(PropertyFieldType.ListOfOptions, { options: ['A', 'B', 'AB', 'O'] });
    expect(parse(blood, 'AB').success).toBe(true);
    expect(parse(blood, 'C').error?.issues[0]?.message).toBe('formError.invalidValue');
  });

  it('accepts real calendar dates and date-times with an offset', () => {
    expect(parse(def(PropertyFieldType.Date), '2024-02-29').success).toBe(true);
    expect(parse(def(PropertyFieldType.Date), '2023-02-29').success).toBe(false);
    expect(parse(def(PropertyFieldType.DateTime), '2026-11-22T08:30:00+07:00').success).toBe(true);
    expect(parse(def(PropertyFieldType.DateTime), '22/11/2026 08:30').success).toBe(false);
  });

  it('takes at most 5 images and 1 video', () => {
    expect(parse(def(PropertyFieldType.Images), [1, 2, 3, 4, 5]).success).toBe(true);
    expect(parse(def(PropertyFieldType.Images), [1, 2, 3, 4, 5, 6]).error?.issues[0]?.message).toBe(
      'formError.maxItems',
    );
    expect(parse(def(PropertyFieldType.Video), [7]).success).toBe(true);
    expect(parse(def(PropertyFieldType.Video), [7, 8]).success).toBe(false);
    expect(parse(def(PropertyFieldType.Images), ['1']).success).toBe(false);
  });

  it('holds the fixed height and weight to numbers in range', () => {
    const height = def(PropertyFieldType.FreeText, { internalName: 'height', fixed: true });
    expect(parse(height, '170').data).toBe('170');
    expect(parse(height, '170.5').success).toBe(true);
    expect(parse(height, 'cao').success).toBe(false);
    expect(parse(height, '400').success).toBe(false);
    // A custom property that happens to be called 'height' is free text.
    expect(parse(def(PropertyFieldType.FreeText, { internalName: 'height' }), 'cao').success).toBe(true);
  });

  it("holds the check-in sheet's vital signs to what a person's can be", () => {
    const vital = (internalName: string) => def(PropertyFieldType.FreeText, { internalName, fixed: true });
    const ok = (internalName: string, value: string) => parse(vital(internalName), value).success;
    expect([ok('pulse', '72'), ok('pulse', '19'), ok('pulse', '251'), ok('pulse', 'nhanh')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    // 370 is 37.0 °C typed without its point.
    expect([ok('temperature', '37.5'), ok('temperature', '370'), ok('temperature', '29.9')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([ok('spo2', '98'), ok('spo2', '100'), ok('spo2', '101')]).toEqual([true, true, false]);
    expect([
      ok('blood_pressure', '120/80'),
      ok('blood_pressure', ' 135 / 85 '),
      ok('blood_pressure', '80/120'),
      ok('blood_pressure', '120'),
      ok('blood_pressure', '400/80'),
      ok('blood_pressure', '120/80/60'),
    ]).toEqual([true, true, false, false, false, false]);
    expect(parse(vital('blood_pressure'), '80/120').error?.issues[0]?.message).toBe('formError.invalidValue');
    // Empty is no measurement, which is allowed.
    expect(parse(vital('pulse'), '').data).toBeNull();
  });
});

describe('property entries of a body', () => {
  const blood = { id: 7, ...def(PropertyFieldType.ListOfOptions, { options: ['A', 'O'] }) };
  const note = { id: 9, ...def(PropertyFieldType.FreeText) };
  const propertyOf = (id: number) => (id === blood.id ? blood : note);

  it('gives the values by property, a later entry winning and blank ones null', () => {
    const { values, issues } = parsePropertyEntries(
      [
        { propertyId: 7, value: 'A' },
        { propertyId: 9, value: '  ' },
        { propertyId: 7, value: 'O' },
      ],
      propertyOf,
    );
    expect(issues).toEqual([]);
    expect([...values]).toEqual([
      [7, 'O'],
      [9, null],
    ]);
  });

  it("places each issue at its entry's value", () => {
    const { issues } = parsePropertyEntries(
      [
        { propertyId: 9, value: 'ghi chú' },
        { propertyId: 7, value: 'C' },
      ],
      propertyOf,
    );
    expect(issues.map((i) => [i.path, i.message])).toEqual([[[1, 'value'], 'formError.invalidValue']]);
  });
});

describe('property and form bodies', () => {
  it('suggests an ascii internal name from a Vietnamese name', () => {
    expect(suggestInternalName('Nhóm máu')).toBe('nhom_mau');
    expect(suggestInternalName('Đường huyết (mmol/L)')).toBe('duong_huyet_mmol_l');
    expect(suggestInternalName('2 lần/ngày')).toBe('field_2_lan_ngay');
  });

  it('drops options unless the type is a list of options', () => {
    const base = { name: 'Nghề nghiệp', internalName: 'nghe_nghiep', entityType: 2, size: 6, options: ['a'] };
    expect(propertyInput.parse({ ...base, fieldType: 1 }).options).toEqual([]);
    expect(propertyInput.parse({ ...base, fieldType: 2 }).options).toEqual(['a']);
    expect(propertyInput.safeParse({ ...base, fieldType: 1, internalName: 'Nghề' }).success).toBe(false);
    expect(propertyInput.safeParse({ ...base, fieldType: 1, size: 4 }).success).toBe(false);
  });

  it('refuses a form listing a property twice or none', () => {
    expect(formInput.safeParse({ name: 'Khám thai', entityType: 2, propertyIds: [1, 2] }).success).toBe(true);
    expect(formInput.safeParse({ name: 'Khám thai', entityType: 2, propertyIds: [1, 1] }).success).toBe(
      false,
    );
    expect(formInput.safeParse({ name: 'Khám thai', entityType: 2, propertyIds: [] }).success).toBe(false);
  });
});

describe('patient bodies', () => {
  const patient = { fullName: ' Trần Thị Bích ', gender: 1, phone: '+84 912 345 678' };

  it('normalises the phone and defaults the nationality to Vietnam', () => {
    const parsed = patientInput.parse(patient);
    expect(parsed).toMatchObject({ fullName: 'Trần Thị Bích', phone: '0912345678', nationality: 192 });
  });

  it('derives the year of birth from the birthday', () => {
    expect(patientInput.parse({ ...patient, birthday: '1990-05-04', yearOfBirth: 1980 }).yearOfBirth).toBe(
      1990,
    );
    expect(patientInput.parse({ ...patient, yearOfBirth: 1980 }).yearOfBirth).toBe(1980);
    expect(patientInput.parse({ ...patient, birthday: '' }).birthday).toBeUndefined();
  });

  it('refuses a birthday in the future and blank required fields', () => {
    expect(patientInput.safeParse({ ...patient, birthday: '2999-01-01' }).success).toBe(false);
    const result = patientInput.safeParse({ fullName: '', gender: 1, phone: '' });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['fullName', 'phone']);
  });

  it('takes 12-digit citizen numbers, blank as none, and refuses any other', () => {
    const parsed = patientInput.parse({
      ...patient,
      citizenId: ' 079190004321 ',
      guardianName: ' Trần Văn Nam ',
      guardianCitizenId: '',
    });
    expect(parsed).toMatchObject({ citizenId: '079190004321', guardianName: 'Trần Văn Nam' });
    expect(parsed.guardianCitizenId).toBeUndefined();
    for (const bad of ['07919000432', '0791900043210', '07919000432A'])
      expect(patientInput.safeParse({ ...patient, citizenId: bad }).error?.issues[0]?.path).toEqual([
        'citizenId',
      ]);
  });

  it('asks for a guardian for a child under 72 months, counting a year alone as born on 1 January', () => {
    const on = '2026-11-27';
    expect(needsGuardian({ birthday: '2020-11-28', yearOfBirth: 2020 }, on)).toBe(true);
    expect(needsGuardian({ birthday: '2020-11-27', yearOfBirth: 2020 }, on)).toBe(false);
    expect(needsGuardian({ birthday: '2026-11-01', yearOfBirth: 2026 }, on)).toBe(true);
    expect(needsGuardian({ birthday: null, yearOfBirth: 2021 }, on)).toBe(true);
    expect(needsGuardian({ birthday: null, yearOfBirth: 2020 }, on)).toBe(false);
    expect(needsGuardian({ birthday: null, yearOfBirth: null }, on)).toBe(false);
  });

  it('refuses a birth-year range that runs backwards', () => {
    expect(patientSearchFilter.safeParse({ birthYearFrom: 1990, birthYearTo: 1980 }).success).toBe(false);
    expect(patientSearchFilter.parse({ keyword: '  ', gender: '' })).toEqual({});
  });
});
