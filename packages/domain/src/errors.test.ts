import { describe, expect, it } from 'vitest';
import {
  AppError,
  type ErrorDef,
  type ErrorKey,
  errorBody,
  errorByCode,
  errorCategory,
  errorCodeRanges,
  errorKeys,
  errors,
  formatErrorText,
  isErrorKey,
  planErrorKeys,
  retiredErrorCodes,
} from './errors';

const VIETNAMESE_DIACRITIC = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

const numericEntries = errorKeys
  .map((key) => ({ key, ...errors[key] }))
  .filter((e): e is typeof e & { code: number } => typeof e.code === 'number');

describe('error catalogue', () => {
  it('gives every error a non-empty Vietnamese (with diacritics) and English text', () => {
    for (const key of errorKeys) {
      const { vi, en }: ErrorDef = errors[key];
      expect(vi.trim(), key).not.toBe('');
      for (const text of typeof en === 'string' ? [en] : Object.values(en))
        expect(text?.trim(), key).not.toBe('');
      expect(vi, `${key} vi should be real Vietnamese`).toMatch(VIETNAMESE_DIACRITIC);
      expect(vi, `${key} vi must not be a copy of en`).not.toBe(en);
    }
  });

  it('never uses a code twice', () => {
    const codes = errorKeys.map((key) => String(errors[key].code));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps every number inside its range with the range status, ascending in declaration order', () => {
    for (const range of Object.values(errorCodeRanges)) {
      const inRange = numericEntries.filter((e) => e.code >= range.min && e.code <= range.max);
      const codes = inRange.map((e) => e.code);
      expect(codes, 'ascending in declaration order').toEqual([...codes].sort((a, b) => a - b));
      for (const e of inRange) {
        const plan = (planErrorKeys as readonly string[]).includes(e.key);
        expect(e.status, e.key).toBe(plan ? 402 : range.status);
      }
    }
    for (const e of numericEntries) {
      expect(errorCategory(e.code), `${e.key} (${e.code}) is outside every range`).not.toBe('platform');
    }
  });

  it('numbers the ranges without gaps from their first code, a retired code holding its place', () => {
    for (const range of Object.values(errorCodeRanges)) {
      const codes = [...numericEntries.map((e) => e.code), ...retiredErrorCodes]
        .filter((c) => c >= range.min && c <= range.max)
        .sort((a, b) => a - b);
      expect(codes).toEqual(codes.map((_, i) => range.min + i));
    }
    // Every invalid-input code is spent, in the catalogue or retired: 22 of them, 5001 to 5022.
    const invalidInput = numericEntries.filter((e) => errorCategory(e.code) === 'invalidInput');
    const { min, max } = errorCodeRanges.invalidInput;
    const retiredInvalidInput = retiredErrorCodes.filter((c) => c >= min && c <= max);
    expect(invalidInput.length + retiredInvalidInput.length).toBe(22);
  });

  it('never gives an error a retired code, and retires each code once, inside a range', () => {
    const live = new Set<number>(numericEntries.map((e) => e.code));
    const ranges = Object.values(errorCodeRanges);
    for (const code of retiredErrorCodes) {
      expect(live.has(code), `${code} is retired`).toBe(false);
      expect(
        ranges.some((r) => code >= r.min && code <= r.max),
        `${code} is outside every range`,
      ).toBe(true);
    }
    expect(new Set(retiredErrorCodes).size).toBe(retiredErrorCodes.length);
  });

  it('pins the codes other packages already rely on', () => {
    expect(errors.loginFailed.code).toBe(1001);
    expect(errors.schemaViolation).toMatchObject({ code: 'PSYS_4001', status: 400 });
    expect(errors.unauthorized).toMatchObject({ code: 'PSYS_4010', status: 401, en: 'Session expired' });
    expect(errors.noPermission).toMatchObject({ code: 'PSYS_4030', status: 403 });
    expect(errors.tooManyAttempts).toMatchObject({ code: 'PSYS_4290', status: 429 });
    expect(errors.internalError).toMatchObject({ code: 'PSYS_5000', status: 500 });
    expect(errors.appointmentNotFound).toMatchObject({ code: 4001, status: 404 });
    expect(errors.invalidConfirmationInput).toMatchObject({ code: 5001, status: 400 });
    expect(errors.invalidQuantity).toMatchObject({ code: 5022, status: 400 });
  });

  it('has every key the API uses', () => {
    const required: ErrorKey[] = [
      'loginFailed',
      'usernameOrPasswordIncorrect',
      'phoneOrEmailUsed',
      'userNotVerified',
      'tokenError',
      'confirmationCodeInvalid',
      'alreadyVerified',
      'duplicateName',
      'appointmentAlreadyFinished',
      'cancelReasonRequired',
      'statusNotAllowed',
      'wrongPassword',
      'cannotEditOwner',
      'onlyOwnerCanAct',
      'inUse',
      'doctorLimitReached',
      'clinicPlanExpired',
      'planFeatureMissing',
      'checkInSheetDisabled',
      'duplicateDoctorCode',
      'stockSheetNotFound',
      'invalidEditScheduleCase',
    ];
    for (const key of required) expect(isErrorKey(key), key).toBe(true);
    expect(isErrorKey('toString')).toBe(false);
  });

  it('answers a wrong password exactly like an unknown user, but with its own code', () => {
    expect(errors.usernameOrPasswordIncorrect.vi).toBe(errors.loginFailed.vi);
    expect(errors.usernameOrPasswordIncorrect.en).toBe(errors.loginFailed.en);
    expect(errors.usernameOrPasswordIncorrect.code).not.toBe(errors.loginFailed.code);
    expect(errors.loginFailed.en).toBe('Username or password is incorrect');
    expect(errors.loginFailed.vi).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
  });
});

describe('looking up and formatting', () => {
  it('finds an entry by number or by the string code of the messages list', () => {
    expect(errorByCode(4023)?.key).toBe('invoiceNotFound');
    expect(errorByCode('4023')?.key).toBe('invoiceNotFound');
    expect(errorByCode('PSYS_4030')?.key).toBe('noPermission');
    expect(errorByCode(1999)).toBeUndefined();
  });

  it('fills placeholders, translating a known in-use entity', () => {
    expect(formatErrorText('tooManyAttempts', 'en', { seconds: 30 })).toBe(
      'Too many attempts. Please try again in 30 seconds.',
    );
    expect(formatErrorText('inUse', 'vi', { entity: 'medicine', count: 3 })).toBe(
      'Không thể xóa hoặc vô hiệu hóa vì thuốc này đang được sử dụng (3 bản ghi liên quan)',
    );
    expect(formatErrorText('inUse', 'en', { entity: 'clinicPatient', count: 2 })).toContain(
      'this patient record is in use (2 related records)',
    );
    // An unknown entity is used as given; a missing param stays visible.
    expect(formatErrorText('inUse', 'en', { entity: 'widget' })).toContain('this widget is in use ({count}');
  });

  it('agrees a counted text with its number in English (one helper: pluralCategory)', () => {
    expect(formatErrorText('inUse', 'en', { entity: 'role', count: 1 })).toContain('(1 related record)');
    expect(formatErrorText('inUse', 'en', { entity: 'role', count: 0 })).toContain('(0 related records)');
    expect(formatErrorText('tooManyAttempts', 'en', { seconds: 1 })).toBe(
      'Too many attempts. Please try again in 1 second.',
    );
    expect(formatErrorText('tooManyAttempts', 'vi', { seconds: 1 })).toBe(
      'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 1 giây.',
    );
  });

  it('names, for every text given as plural forms, the param that counts and each form English needs', () => {
    for (const key of errorKeys) {
      const def: ErrorDef = errors[key];
      if (typeof def.en === 'string') continue;
      expect(def.countParam, key).toBeTruthy();
      expect(Object.keys(def.en).sort(), key).toEqual(['one', 'other']);
    }
  });
});

describe('AppError', () => {
  it('carries key, code, status and params, and speaks either language', () => {
    const error = new AppError('internalError', { params: { message: 'db down' } });
    expect(error).toBeInstanceOf(Error);
    expect(AppError.is(error)).toBe(true);
    expect(AppError.is(new Error('x'))).toBe(false);
    expect(error.name).toBe('AppError');
    expect(error).toMatchObject({ key: 'internalError', code: 'PSYS_5000', status: 500 });
    expect(error.message).toBe('Unknown error, please contact technical supporter (db down)');
    expect(error.text('vi')).toBe('Lỗi không xác định, vui lòng liên hệ bộ phận hỗ trợ kỹ thuật (db down)');
  });

  it('keeps the cause and builds the API body in the request language', () => {
    const cause = new Error('unique violation');
    const error = new AppError('duplicateDoctorCode', { cause });
    expect(error.cause).toBe(cause);
    expect(error.params).toEqual({});
    expect(errorBody(error, 'vi')).toEqual({
      code: 1016,
      message: 'Mã bác sĩ đã tồn tại',
      messages: [{ code: '1016', value: 'Mã bác sĩ đã tồn tại' }],
    });
  });
});
