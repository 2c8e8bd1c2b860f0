import { describe, expect, it } from 'vitest';
import {
  ActivityAction,
  ActivityEntityType,
  activityActionByKey,
  activityActionKey,
  activityEntityTypeKey,
  retiredActivityEntityTypes,
} from './activity-log';
import { AppointmentStatus, appointmentStatusColor, meetsBookingLead } from './appointments';
import { CACHE_FRESH_MS, CACHE_KEEP_MS, DEFAULT_CLINIC_SETTINGS } from './constants';
import { checkFile, FileKind, fileExtension, fileKindRules, MB, propertyVideoRule } from './files';
import { resolveLanguage } from './language';
import { isDoctorLimitReached, Plan, planDoctorLimit } from './plans';
import { FormOwnerKind, isFixedPropertyKey } from './properties';
import { currentProvinceNames, ProvinceId, provinceById, provinces } from './provinces';
import { ExportReason, ImportReason, isReasonAllowed, StockSheetType } from './stock';

describe('appointments', () => {
  it('colours the statuses in the order of their values', () => {
    const ordered = Object.values(AppointmentStatus).sort((a, b) => a - b);
    expect(ordered.map((s) => appointmentStatusColor[s])).toEqual([
      'warning',
      'secondary',
      'primary',
      'info',
      'success',
      'danger',
      'warning',
    ]);
  });

  it('books only at least 60 minutes ahead', () => {
    const now = Date.UTC(2026, 0, 5, 1, 0);
    expect(meetsBookingLead(now + 60 * 60_000, now)).toBe(true);
    expect(meetsBookingLead(now + 59 * 60_000, now)).toBe(false);
  });
});

describe('activity log actions', () => {
  it('has its 25 actions (merge and call among them), with unique ids and unique string keys that map back', () => {
    const ids = Object.values(ActivityAction);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    const keys = ids.map((id) => activityActionKey[id]);
    expect(new Set(keys).size).toBe(25);
    for (const id of ids) expect(activityActionByKey[activityActionKey[id]]).toBe(id);
    expect(activityActionByKey.scheduleDeleteRecurringThisOccurrence).toBe(111);
    expect(activityActionByKey.merge).toBe(13);
    expect(activityActionByKey.call).toBe(14);
  });
});

describe('activity log entity types', () => {
  it('never gives an entity type a retired id, and keys every type once', () => {
    const ids: number[] = Object.values(ActivityEntityType);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of retiredActivityEntityTypes) expect(ids, `${id} is retired`).not.toContain(id);
    expect(
      Object.keys(activityEntityTypeKey)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('plans', () => {
  it('limits doctors per plan, Vip unlimited', () => {
    expect(planDoctorLimit).toEqual({ 1: 3, 2: 5, 3: 20, 4: 50, 5: null });
    expect(isDoctorLimitReached(Plan.Trial, 2)).toBe(false);
    expect(isDoctorLimitReached(Plan.Trial, 3)).toBe(true);
    expect(isDoctorLimitReached(Plan.Vip, 10_000)).toBe(false);
  });
});

describe('files', () => {
  it('accepts a 2 MB HEIC avatar and refuses a bigger one or a GIF', () => {
    const avatar = fileKindRules[FileKind.Avatar];
    expect(checkFile(avatar, { name: 'me.HEIC', size: 2 * MB, type: '' })).toBeNull();
    expect(checkFile(avatar, { name: 'me.png', size: 2 * MB + 1, type: 'image/png' })).toBe('size');
    expect(checkFile(avatar, { name: 'me.gif', size: 10, type: 'image/gif' })).toBe('extension');
    expect(checkFile(avatar, { name: 'me.png', size: 10, type: 'application/pdf' })).toBe('mimeType');
  });

  it('allows HEIC for avatars only, .docx print templates, and one mp4/avi video up to 20 MB', () => {
    expect(fileKindRules[FileKind.PropertyImage].extensions).not.toContain('heic');
    expect(fileKindRules[FileKind.PropertyImage].maxFiles).toBe(5);
    expect(checkFile(fileKindRules[FileKind.PrintTemplate], { name: 'invoice.doc', size: 1 })).toBe(
      'extension',
    );
    expect(
      checkFile(propertyVideoRule, { name: 'scan.avi', size: 20 * MB, type: 'video/x-msvideo' }),
    ).toBeNull();
    expect(propertyVideoRule.maxFiles).toBe(1);
    expect(fileExtension('archive.tar.GZ')).toBe('gz');
    expect(fileExtension('.hidden')).toBe('');
  });
});

describe('stock and properties', () => {
  it('keeps the stored spelling of "orthers" and checks reasons per sheet type', () => {
    expect(ImportReason.Others).toBe('orthers');
    expect(isReasonAllowed(StockSheetType.Export, ExportReason.OutOfDate)).toBe(true);
    expect(isReasonAllowed(StockSheetType.Import, ExportReason.Sale)).toBe(false);
  });

  it('knows the fixed property keys of each form owner', () => {
    expect(isFixedPropertyKey(FormOwnerKind.ServiceSheet, 'next_appointment_date')).toBe(true);
    expect(isFixedPropertyKey(FormOwnerKind.CheckInSheet, 'diagnosis')).toBe(false);
  });
});

describe('provinces', () => {
  it('numbers 63 provinces with Hanoi 24 and Ho Chi Minh City 58, mapped onto 34 current units', () => {
    expect(provinces.map((p) => p.id)).toEqual(Array.from({ length: 63 }, (_, i) => i + 1));
    expect(provinceById(ProvinceId.Hanoi)?.legacyName).toBe('Hà Nội');
    expect(provinceById(ProvinceId.HoChiMinhCity)?.legacyName).toBe('TP Hồ Chí Minh');
    expect(provinceById(2)?.currentName).toBe('TP Hồ Chí Minh');
    expect(currentProvinceNames).toHaveLength(34);
  });
});

describe('language and constants', () => {
  it('resolves ?lang, then Accept-Language, then vi', () => {
    expect(resolveLanguage('en', 'vi')).toBe('en');
    expect(resolveLanguage(undefined, 'fr-FR,en-US;q=0.8,vi;q=0.5')).toBe('en');
    expect(resolveLanguage('de', 'fr')).toBe('vi');
    expect(resolveLanguage(null, 'en;q=0')).toBe('vi');
  });

  it('caches for 4 h, keeps 5 h, and seeds clinics with the default settings', () => {
    expect(CACHE_FRESH_MS).toBe(14_400_000);
    expect(CACHE_KEEP_MS).toBe(18_000_000);
    expect(DEFAULT_CLINIC_SETTINGS).toEqual({
      allowBookingInDays: 30,
      allowCheckInLateAfterMinutes: 15,
      enableCheckInSheet: true,
      allowBookingBeforeMinutes: 60,
    });
  });
});
