import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  blankToNull,
  blankToUndefined,
  email,
  emailList,
  formatFormError,
  formErrorIds,
  formErrorMessage,
  formErrorParams,
  formErrorTexts,
  greaterThanField,
  idParam,
  langQuery,
  normalizePhone,
  pagingQuery,
  parseFormErrorMessage,
  password,
  passwordsMatch,
  phone,
  requiredString,
  signUpCode,
  vnd,
  vndAmount,
} from './validation';

/** The message ids of a failed parse, or [] when it succeeds. */
const messages = (schema: z.ZodType, input: unknown): string[] => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('blank text', () => {
  it('is null for optional text fields; anything else passes unchanged', () => {
    expect([blankToNull(''), blankToNull('  \t'), blankToNull(' Phòng 3 '), blankToNull(0)]).toEqual([
      null,
      null,
      ' Phòng 3 ',
      0,
    ]);
    expect(blankToNull(undefined)).toBeUndefined();
    expect(z.preprocess(blankToNull, phone.nullable()).parse('   ')).toBeNull();
  });

  it('is undefined, like null, where "not given" is undefined', () => {
    expect([blankToUndefined(' '), blankToUndefined(null), blankToUndefined('x')]).toEqual([
      undefined,
      undefined,
      'x',
    ]);
  });
});

describe('form error texts', () => {
  it('exist in vi and en for every id, with the same placeholders', () => {
    const names = Object.keys(formErrorIds);
    expect(Object.keys(formErrorTexts.vi).sort()).toEqual([...names].sort());
    expect(Object.keys(formErrorTexts.en).sort()).toEqual([...names].sort());
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const name of names as (keyof typeof formErrorIds)[]) {
      expect(placeholders(formErrorTexts.vi[name]), name).toEqual(placeholders(formErrorTexts.en[name]));
      expect(formErrorIds[name]).toBe(`formError.${name}`);
    }
  });

  it('keeps the English wording of the form errors (docs/conventions.md#errors)', () => {
    expect(formErrorTexts.en.required).toBe('This field is required');
    expect(formErrorTexts.en.minLength).toBe('This field must be at least {min} characters');
    expect(formErrorTexts.en.maxItems).toBe('This field must be at most {max} items');
    expect(formErrorTexts.en.moreThan).toBe('This field must always be greater than {more}');
  });

  it('turns an issue into translated text with its numbers', () => {
    const result = z.string().max(3, { error: formErrorIds.maxLength }).safeParse('abcd');
    const issue = result.error?.issues[0];
    expect(issue).toBeDefined();
    if (!issue) return;
    expect(formatFormError(issue.message, 'en', formErrorParams(issue))).toBe(
      'This field must be at most 3 characters',
    );
    expect(formatFormError(issue.message, 'vi', formErrorParams(issue))).toBe(
      'Trường này chỉ được có tối đa 3 ký tự',
    );
    expect(formatFormError('not an id', 'vi')).toBe('not an id');
  });
});

describe('form error messages with their values', () => {
  it('carry the values their text names, and show them in either language', () => {
    const message = formErrorMessage('formError.maxLength', { max: 120, min: 1 });
    expect(message).toBe('formError.maxLength?max=120');
    expect(parseFormErrorMessage(message)).toEqual({ id: 'formError.maxLength', params: { max: '120' } });
    expect(formatFormError(message, 'vi')).toBe('Trường này chỉ được có tối đa 120 ký tự');
    expect(formatFormError(message, 'en')).toBe('This field must be at most 120 characters');
  });

  it('leave an id whose text names no value bare, and any other text as it is', () => {
    expect(formErrorMessage('formError.required', { min: 1 })).toBe('formError.required');
    expect(formErrorMessage('people.groups.thing', { max: 3 })).toBe('people.groups.thing');
    expect(parseFormErrorMessage('Có gì đó? Không rõ')).toEqual({ id: 'Có gì đó? Không rõ', params: {} });
  });
});

describe('strings', () => {
  it('requires a non-blank string and trims it', () => {
    expect(requiredString.parse('  Phòng khám An Bình ')).toBe('Phòng khám An Bình');
    expect(messages(requiredString, '   ')).toEqual(['formError.required']);
    expect(messages(requiredString, undefined)).toEqual(['formError.required']);
    expect(messages(requiredString, 12)).toEqual(['formError.invalidType']);
  });

  it('accepts a valid e-mail, trimmed and lower-cased', () => {
    expect(email.parse(' Lan.Nguyen@Example.vn ')).toBe('lan.nguyen@example.vn');
    expect(messages(email, 'lan@')).toEqual(['formError.email']);
    expect(messages(email, '')).toEqual(['formError.required']);
  });
});

describe('password', () => {
  it('accepts 8+ characters with a lowercase, an uppercase letter and a digit', () => {
    expect(password.safeParse('Abcdef12').success).toBe(true);
    expect(password.safeParse('Mậtkhẩu9').success).toBe(true);
  });

  it.each(['abcdefgh', 'ABCDEFG1', 'Abc12', 'Abcdefgh', 'abcdefg1'])(
    'rejects %s with the password rule',
    (value) => {
      expect(messages(password, value)).toEqual(['formError.passwordRule']);
    },
  );

  it('asks for a missing password rather than explaining the rule', () => {
    expect(messages(password, '')).toEqual(['formError.required']);
  });

  it('reports a mismatched confirmation on the confirmation field', () => {
    const change = z
      .object({ newPassword: password, confirmPassword: z.string() })
      .superRefine(passwordsMatch('newPassword', 'confirmPassword'));
    expect(change.safeParse({ newPassword: 'Abcdef12', confirmPassword: 'Abcdef12' }).success).toBe(true);
    const issues = change.safeParse({ newPassword: 'Abcdef12', confirmPassword: 'Abcdef13' }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirmPassword', 'formError.passwordMismatch'],
    ]);
  });
});

describe('emailList', () => {
  const addresses = (n: number) => Array.from({ length: n }, (_, i) => `staff${i + 1}@clinic.vn`);

  it('splits, trims and de-duplicates up to 20 addresses', () => {
    expect(emailList.parse(' a@clinic.vn, B@clinic.vn ,, a@clinic.vn ')).toEqual([
      'a@clinic.vn',
      'b@clinic.vn',
    ]);
    expect(emailList.parse(addresses(20).join(','))).toHaveLength(20);
  });

  it('rejects 21 addresses with maxItems and the limit as a param', () => {
    const result = emailList.safeParse(addresses(21).join(', '));
    const issue = result.error?.issues[0];
    expect(issue?.message).toBe('formError.maxItems');
    expect(issue && formErrorParams(issue)).toEqual({ max: 20 });
    expect(issue?.path).toEqual([]);
  });

  it('names the first invalid address and requires at least one', () => {
    const issue = emailList.safeParse('a@clinic.vn, not-an-email').error?.issues[0];
    expect(issue?.message).toBe('formError.email');
    expect(issue && formErrorParams(issue)).toEqual({ value: 'not-an-email' });
    expect(messages(emailList, ' , ')).toEqual(['formError.required']);
  });
});

describe('signUpCode', () => {
  it('accepts exactly 8 characters, or nothing', () => {
    expect(signUpCode.parse('ABCD1234')).toBe('ABCD1234');
    expect(signUpCode.parse(' ABCD1234 ')).toBe('ABCD1234');
    expect(signUpCode.parse('')).toBeUndefined();
    expect(signUpCode.parse(undefined)).toBeUndefined();
  });

  it.each(['ABC', 'ABCD12345'])('rejects %s', (value) => {
    expect(messages(signUpCode, value)).toEqual(['formError.signUpCode']);
  });
});

describe('phone', () => {
  it.each([
    ['+84 912 345 678', '0912345678'],
    ['+84912345678', '0912345678'],
    ['(+84) 0912-345-678', '0912345678'],
    ['0912.345.678', '0912345678'],
    ['028 3822 1234', '02838221234'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
    expect(phone.parse(input)).toBe(expected);
  });

  it.each(['12345', '091234567890', '0912abc678', '912345678', '+1 415 555 0100'])('rejects %s', (value) => {
    expect(messages(phone, value)).toEqual(['formError.phone']);
  });

  it('accepts 9 to 11 digits and requires a value', () => {
    expect(phone.safeParse('091234567').success).toBe(true);
    expect(phone.safeParse('02838221234').success).toBe(true);
    expect(messages(phone, ' ')).toEqual(['formError.required']);
  });
});

describe('money and numbers', () => {
  it('keeps vnd within 1 to 1 billion, whole numbers only', () => {
    expect(vnd.parse(1)).toBe(1);
    expect(vnd.parse(1_000_000_000)).toBe(1_000_000_000);
    expect(messages(vnd, 0)).toEqual(['formError.pricePositive']);
    expect(messages(vnd, -1000)).toEqual(['formError.priceNegative']);
    expect(messages(vnd, 1_000_000_001)).toEqual(['formError.priceMax']);
    expect(messages(vnd, 1.5)).toEqual(['formError.integer']);
    expect(messages(vnd, '100')).toEqual(['formError.number']);
    expect(messages(vnd, undefined)).toEqual(['formError.required']);
  });

  it('lets vndAmount be zero but not negative', () => {
    expect(vndAmount.parse(0)).toBe(0);
    expect(messages(vndAmount, -1)).toEqual(['formError.priceNegative']);
    expect(messages(vndAmount, 1_000_000_001)).toEqual(['formError.priceMax']);
  });

  it('requires price above promotion price', () => {
    const pkg = z
      .object({ price: vnd, promotionPrice: vnd })
      .superRefine(greaterThanField('price', 'promotionPrice'));
    expect(pkg.safeParse({ price: 200_000, promotionPrice: 150_000 }).success).toBe(true);
    const issue = pkg.safeParse({ price: 150_000, promotionPrice: 150_000 }).error?.issues[0];
    expect(issue?.path).toEqual(['price']);
    expect(issue && formErrorParams(issue)).toEqual({ more: 150_000 });
  });

  it('coerces a positive integer id from a path string', () => {
    expect(idParam.parse('42')).toBe(42);
    expect(idParam.parse(7)).toBe(7);
    expect(messages(idParam, '0')).toEqual(['formError.min']);
    expect(messages(idParam, 'abc')).toEqual(['formError.number']);
    expect(messages(idParam, '1.5')).toEqual(['formError.number']);
    expect(messages(idParam, 1.5)).toEqual(['formError.integer']);
    expect(messages(idParam, '')).toEqual(['formError.required']);
  });
});

describe('queries', () => {
  it('defaults paging to page 1 of 50 and trims the keyword', () => {
    expect(pagingQuery.parse({})).toEqual({ pageSize: 50, pageNumber: 1 });
    expect(pagingQuery.parse({ pageSize: '100', pageNumber: '3', keyword: '  nguyễn ' })).toEqual({
      pageSize: 100,
      pageNumber: 3,
      keyword: 'nguyễn',
    });
    expect(pagingQuery.parse({ keyword: '   ' }).keyword).toBeUndefined();
  });

  it('rejects page sizes outside 1..100 and page 0', () => {
    expect(messages(pagingQuery, { pageSize: '101' })).toEqual(['formError.max']);
    expect(messages(pagingQuery, { pageSize: 0 })).toEqual(['formError.min']);
    expect(messages(pagingQuery, { pageNumber: '0' })).toEqual(['formError.min']);
  });

  it('reads lang, ignoring unsupported values', () => {
    expect(langQuery.parse({ lang: 'en' })).toEqual({ lang: 'en' });
    expect(langQuery.parse({ lang: 'fr' }).lang).toBeUndefined();
    expect(langQuery.parse({}).lang).toBeUndefined();
  });
});
