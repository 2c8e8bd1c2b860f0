// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createI18n, type Language } from './i18n';
import { staffDictionaries } from './staff';

const make = (language: Language) => {
  const i18n = createI18n({ language, storage: null });
  i18n.addDictionaries(staffDictionaries);
  return i18n;
};

describe('counted messages (t with a count)', () => {
  it('say "1 appointment is invalid" and "3 appointments are invalid" in English', () => {
    const { t } = make('en');
    expect(t('appointments.list.invalidBanner', { count: 1 })).toBe(
      '1 appointment is invalid (a doctor schedule changed): move it to another time or cancel it.',
    );
    expect(t('appointments.list.invalidBanner', { count: 3 })).toBe(
      '3 appointments are invalid (a doctor schedule changed): move them to another time or cancel them.',
    );
    expect(t('appointments.list.total', { count: 0 })).toBe('0 appointments');
    expect(t('appointments.list.total', { count: 1 })).toBe('1 appointment');
    expect(t('patients.age', { count: 1 })).toBe('1 year old');
    expect(t('schedules.impact.warningTitle', { count: 1 })).toBe('1 appointment will no longer be valid');
  });

  it('have one form in Vietnamese', () => {
    const { t } = make('vi');
    expect(t('appointments.list.total', { count: 1 })).toBe('1 lịch hẹn');
    expect(t('appointments.list.total', { count: 5 })).toBe('5 lịch hẹn');
  });

  it('take "other" for a count that is not a number, and follow a language switch', () => {
    const i18n = make('en');
    expect(i18n.t('patients.list.total', { count: 'many' })).toBe('many patients');
    expect(i18n.t('patients.list.total', { count: '1' })).toBe('1 patient');
    i18n.setLanguage('vi');
    expect(i18n.t('patients.list.total', { count: 1 })).toBe('1 bệnh nhân');
  });
});
