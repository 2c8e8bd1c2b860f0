import { FormOwnerKind } from '@clinic/domain';
import { createI18n } from '@clinic/i18n';
import { describe, expect, it } from 'vitest';
import { nameToSave, propertyDisplayName } from './labels';

const en = createI18n({ language: 'en', storage: null }).t;
const patientForm = { name: 'Hồ sơ bệnh nhân', entityType: FormOwnerKind.ClinicPatient };

describe('built-in names on screens 13 and 14', () => {
  it('show a fixed property in English and a custom one as typed', () => {
    expect(propertyDisplayName({ name: 'Dị ứng', internalName: 'allergy', fixed: true }, en)).toBe(
      'Allergies',
    );
    expect(propertyDisplayName({ name: 'Nhóm máu', internalName: 'blood_type', fixed: false }, en)).toBe(
      'Nhóm máu',
    );
  });

  it('save a default form edited in English under its stored name unless the name was changed', () => {
    expect(nameToSave(patientForm, 'Patient record', en)).toBe('Hồ sơ bệnh nhân');
    expect(nameToSave(patientForm, 'Paediatric record', en)).toBe('Paediatric record');
    expect(nameToSave(null, 'Patient record', en)).toBe('Patient record');
    const renamed = { name: 'Hồ sơ nhi', entityType: FormOwnerKind.ClinicPatient };
    expect(nameToSave(renamed, 'Hồ sơ nhi', en)).toBe('Hồ sơ nhi');
  });
});
