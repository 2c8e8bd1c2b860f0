import { FormOwnerKind, fixedPropertyDefinitions, formOwnerKindKey } from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import { formName, propertyName, storedBuiltInNames } from './builtin';
import { createI18n, LANGUAGES } from './i18n';
import type { Messages } from './types';

const i18nIn = (language: 'vi' | 'en') => createI18n({ language, storage: null });
const named = (dictionary: Messages | string | undefined, key: string) =>
  typeof dictionary === 'object' ? dictionary[key] : undefined;

describe('built-in names have every language', () => {
  // Run against the translations the apps actually load, so a missing one cannot hide behind the fallback.
  for (const lang of LANGUAGES.filter((l) => l !== 'vi')) {
    const { t } = i18nIn(lang);

    it(`every fixed property has a ${lang} name of its own`, () => {
      const missing = fixedPropertyDefinitions
        .map((d) => d.internalName)
        .filter((key) => {
          const text = t(`builtIn.property.${key}` as 'builtIn.property.height');
          return text === `builtIn.property.${key}` || text === named(storedBuiltInNames.property, key);
        });
      expect(missing).toEqual([]);
    });

    it(`every default form has a ${lang} name of its own`, () => {
      const missing = Object.values(FormOwnerKind)
        .map((kind) => formOwnerKindKey[kind])
        .filter((key) => {
          const text = t(`builtIn.form.${key}` as 'builtIn.form.clinicPatient');
          return text === `builtIn.form.${key}` || text === named(storedBuiltInNames.form, key);
        });
      expect(missing).toEqual([]);
    });
  }

  it('and a stored Vietnamese name for each', () => {
    for (const d of fixedPropertyDefinitions)
      expect(storedBuiltInNames.property[d.internalName]).toBeTruthy();
    for (const kind of Object.values(FormOwnerKind))
      expect(storedBuiltInNames.form[formOwnerKindKey[kind]]).toBeTruthy();
  });
});

describe('propertyName and formName', () => {
  const en = i18nIn('en').t;
  const vi = i18nIn('vi').t;
  const height = { name: 'Chiều cao (cm)', internalName: 'height', fixed: true };

  it('show a built-in property in the reader’s language, and a clinic’s own as typed', () => {
    expect(propertyName(height, en)).toBe('Height (cm)');
    expect(propertyName(height, vi)).toBe('Chiều cao (cm)');
    expect(propertyName({ name: 'Nhóm máu', internalName: 'blood_type', fixed: false }, en)).toBe('Nhóm máu');
    // A custom property that reuses a built-in internal name under its own label keeps that label.
    expect(propertyName({ name: 'Chiều cao đứng', internalName: 'height', fixed: false }, en)).toBe(
      'Chiều cao đứng',
    );
    expect(propertyName({ name: 'Dị ứng', internalName: 'allergy', fixed: false }, en)).toBe('Allergies');
  });

  it('show a default form by its built-in name until the clinic renames it', () => {
    const patientForm = { name: 'Hồ sơ bệnh nhân', entityType: FormOwnerKind.ClinicPatient };
    expect(formName(patientForm, en)).toBe('Patient record');
    expect(formName(patientForm, vi)).toBe('Hồ sơ bệnh nhân');
    expect(formName({ name: 'Phiếu tiếp nhận', entityType: FormOwnerKind.CheckInSheet }, en)).toBe(
      'Check-in sheet',
    );
    expect(formName({ name: 'Hồ sơ khám nhi', entityType: FormOwnerKind.ClinicPatient }, en)).toBe(
      'Hồ sơ khám nhi',
    );
    // The built-in name of another record type is a clinic's own choice here.
    expect(formName({ name: 'Phiếu kết quả', entityType: FormOwnerKind.CheckInSheet }, en)).toBe(
      'Phiếu kết quả',
    );
  });
});
