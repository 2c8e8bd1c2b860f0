import type { Language } from './language';
import { interpolate, type TextParams, type ValueOf } from './util';

// Form error ids and their texts, without zod: the booking page shows them without downloading the schemas.
// validation.ts builds the zod primitives on these ids. Every message is an id (`formError.required`),
// translated where it is shown.

export const formErrorIds = {
  required: 'formError.required',
  invalidType: 'formError.invalidType',
  invalidValue: 'formError.invalidValue',
  email: 'formError.email',
  minLength: 'formError.minLength',
  maxLength: 'formError.maxLength',
  number: 'formError.number',
  min: 'formError.min',
  max: 'formError.max',
  integer: 'formError.integer',
  lessThan: 'formError.lessThan',
  moreThan: 'formError.moreThan',
  minItems: 'formError.minItems',
  maxItems: 'formError.maxItems',
  passwordRule: 'formError.passwordRule',
  passwordMismatch: 'formError.passwordMismatch',
  signUpCode: 'formError.signUpCode',
  phone: 'formError.phone',
  groupScope: 'formError.groupScope',
  duplicate: 'formError.duplicate',
  priceRange: 'formError.priceRange',
  associateNeedsServices: 'formError.associateNeedsServices',
  singleHasNoServices: 'formError.singleHasNoServices',
  reportDates: 'formError.reportDates',
  reportRange: 'formError.reportRange',
  // Numbers by kind (validation.ts builders): each says what is wrong with that kind of field.
  quantityPositive: 'formError.quantityPositive',
  quantityNegative: 'formError.quantityNegative',
  quantityMax: 'formError.quantityMax',
  priceNegative: 'formError.priceNegative',
  pricePositive: 'formError.pricePositive',
  priceMax: 'formError.priceMax',
  amountNegative: 'formError.amountNegative',
  amountMax: 'formError.amountMax',
  measurementNegative: 'formError.measurementNegative',
  measurementRange: 'formError.measurementRange',
  percentNegative: 'formError.percentNegative',
  percentMax: 'formError.percentMax',
  daysPositive: 'formError.daysPositive',
  daysMax: 'formError.daysMax',
  minutesNegative: 'formError.minutesNegative',
  minutesMin: 'formError.minutesMin',
  minutesMax: 'formError.minutesMax',
  notNegative: 'formError.notNegative',
  outOfRange: 'formError.outOfRange',
  date: 'formError.date',
  dateRange: 'formError.dateRange',
  dateNotFuture: 'formError.dateNotFuture',
  forbiddenCharacter: 'formError.forbiddenCharacter',
  invalidTaxCode: 'formError.invalidTaxCode',
} as const;
export type FormErrorName = keyof typeof formErrorIds;
export type FormErrorId = ValueOf<typeof formErrorIds>;

/**
 * Texts by language and name. Nest them under `formError` in a dictionary (`{ formError: formErrorTexts.vi }`)
 * and the ids resolve as dotted keys.
 */
export const formErrorTexts = {
  vi: {
    required: 'Trường này là bắt buộc',
    invalidType: 'Trường này có kiểu dữ liệu không đúng',
    invalidValue: 'Giá trị của trường này không hợp lệ',
    email: 'Trường này phải là một email hợp lệ',
    minLength: 'Trường này phải có ít nhất {min} ký tự',
    maxLength: 'Trường này chỉ được có tối đa {max} ký tự',
    number: 'Trường này phải là một số',
    min: 'Trường này phải lớn hơn hoặc bằng {min}',
    max: 'Trường này phải nhỏ hơn hoặc bằng {max}',
    integer: 'Trường này phải là số nguyên',
    lessThan: 'Trường này phải luôn nhỏ hơn {less}',
    moreThan: 'Trường này phải luôn lớn hơn {more}',
    minItems: 'Trường này phải có ít nhất {min} mục',
    maxItems: 'Trường này chỉ được có tối đa {max} mục',
    passwordRule: 'Mật khẩu phải có ít nhất 8 ký tự, gồm ít nhất 1 chữ thường, 1 chữ hoa và 1 chữ số',
    passwordMismatch: 'Mật khẩu xác nhận không khớp',
    signUpCode: 'Mã đăng ký phải gồm đúng 8 ký tự hoặc để trống',
    phone: 'Số điện thoại không hợp lệ',
    groupScope: 'Nhóm cần ít nhất một cơ sở khám hoặc một bác sĩ',
    duplicate: 'Giá trị này đã tồn tại hoặc bị lặp lại',
    priceRange: 'Giá "đến" phải lớn hơn hoặc bằng giá "từ" ({min})',
    associateNeedsServices: 'Dịch vụ liên kết cần ít nhất một dịch vụ đơn',
    singleHasNoServices: 'Dịch vụ đơn không kèm dịch vụ khác',
    reportDates: 'Ngày kết thúc phải cùng ngày hoặc sau ngày bắt đầu',
    reportRange: 'Một báo cáo bao gồm tối đa {max} ngày',
    quantityPositive: 'Số lượng phải lớn hơn 0',
    quantityNegative: 'Số lượng không được âm',
    quantityMax: 'Số lượng không được vượt quá {max}',
    priceNegative: 'Giá không được âm',
    pricePositive: 'Giá phải lớn hơn 0',
    priceMax: 'Giá không được vượt quá {max} ₫',
    amountNegative: 'Số tiền không được âm',
    amountMax: 'Số tiền không được vượt quá {max} ₫',
    measurementNegative: 'Số đo không được âm',
    measurementRange: 'Số đo phải từ {min} đến {max}',
    percentNegative: 'Phần trăm không được âm',
    percentMax: 'Phần trăm không được vượt quá 100',
    daysPositive: 'Số ngày phải lớn hơn 0',
    daysMax: 'Số ngày không được vượt quá {max}',
    minutesNegative: 'Số phút không được âm',
    minutesMin: 'Số phút phải từ {min} trở lên',
    minutesMax: 'Số phút không được vượt quá {max}',
    notNegative: 'Giá trị không được âm',
    outOfRange: 'Giá trị phải từ {min} đến {max}',
    date: 'Ngày không hợp lệ',
    dateRange: 'Năm phải từ {min} đến {max}',
    dateNotFuture: 'Ngày không được sau hôm nay',
    forbiddenCharacter: 'Trường này chứa ký tự không được phép (ký tự điều khiển)',
    invalidTaxCode: 'Mã số thuế không hợp lệ (10 chữ số, hoặc 10 chữ số - 3 chữ số đơn vị phụ thuộc)',
  },
  en: {
    required: 'This field is required',
    invalidType: 'This field has the wrong type',
    invalidValue: 'This field has an invalid value',
    email: 'This field must be a valid email',
    minLength: 'This field must be at least {min} characters',
    maxLength: 'This field must be at most {max} characters',
    number: 'This field must be a number',
    min: 'This field must be greater than or equal to {min}',
    max: 'This field must be less than or equal to {max}',
    integer: 'This field must be an integer',
    lessThan: 'This field must always be less than {less}',
    moreThan: 'This field must always be greater than {more}',
    minItems: 'This field must be at least {min} items',
    maxItems: 'This field must be at most {max} items',
    passwordRule:
      'Password must be at least 8 characters with 1 lowercase letter, 1 uppercase letter and 1 number',
    passwordMismatch: 'Passwords must match',
    signUpCode: 'Sign-up code must be exactly 8 characters or empty',
    phone: 'This field must be a valid phone number',
    groupScope: 'A group needs at least one location or one doctor',
    duplicate: 'This value already exists or is repeated',
    priceRange: 'The "to" price must be at least the "from" price ({min})',
    associateNeedsServices: 'An associate service needs at least one single service',
    singleHasNoServices: 'A single service bundles no other services',
    reportDates: 'The end date must be on or after the start date',
    reportRange: 'A report covers at most {max} days',
    quantityPositive: 'The quantity must be greater than 0',
    quantityNegative: 'The quantity must not be negative',
    quantityMax: 'The quantity must be at most {max}',
    priceNegative: 'The price must not be negative',
    pricePositive: 'The price must be greater than 0',
    priceMax: 'The price must be at most {max} ₫',
    amountNegative: 'The amount must not be negative',
    amountMax: 'The amount must be at most {max} ₫',
    measurementNegative: 'The measurement must not be negative',
    measurementRange: 'The measurement must be between {min} and {max}',
    percentNegative: 'The percentage must not be negative',
    percentMax: 'The percentage must be at most 100',
    daysPositive: 'The number of days must be greater than 0',
    daysMax: 'The number of days must be at most {max}',
    minutesNegative: 'The minutes must not be negative',
    minutesMin: 'The minutes must be at least {min}',
    minutesMax: 'The minutes must be at most {max}',
    notNegative: 'This value must not be negative',
    outOfRange: 'This value must be between {min} and {max}',
    date: 'This is not a valid date',
    dateRange: 'The year must be between {min} and {max}',
    dateNotFuture: 'The date must not be after today',
    forbiddenCharacter: 'This field contains a character that is not allowed (a control character)',
    invalidTaxCode: 'Not a valid tax code (10 digits, or 10 digits - 3 digits of a dependent unit)',
  },
} as const satisfies Record<Language, Record<FormErrorName, string>>;

const nameById = new Map<string, FormErrorName>(
  (Object.keys(formErrorIds) as FormErrorName[]).map((name) => [formErrorIds[name], name]),
);

export function isFormErrorId(value: unknown): value is FormErrorId {
  return typeof value === 'string' && nameById.has(value);
}

/**
 * A form's message id with the values its text names ('formError.maxLength?max=120'), so a form library that
 * keeps only a message string still shows "tối đa 120 ký tự". An id whose text names no value stays bare.
 */
export function formErrorMessage(id: string, params: TextParams): string {
  const name = nameById.get(id);
  if (name === undefined || !formErrorTexts.vi[name].includes('{')) return id;
  const named = Object.entries(params).filter(([key]) => formErrorTexts.vi[name].includes(`{${key}}`));
  if (named.length === 0) return id;
  return `${id}?${named.map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join('&')}`;
}

/** The id and values of a message formErrorMessage wrote; any other text as it is, with no values. */
export function parseFormErrorMessage(message: string): { id: string; params: TextParams } {
  const at = message.indexOf('?');
  const id = at < 0 ? message : message.slice(0, at);
  if (at < 0 || !nameById.has(id)) return { id: message, params: {} };
  const pairs = message
    .slice(at + 1)
    .split('&')
    .map((pair) => pair.split('=') as [string, string?]);
  return {
    id,
    params: Object.fromEntries(pairs.map(([key, value = '']) => [key, decodeURIComponent(value)])),
  };
}

/** The text of a message id in `lang` (values given, or carried by the message); any other text as it is. */
export function formatFormError(message: string, lang: Language, params?: TextParams): string {
  const parsed = parseFormErrorMessage(message);
  const name = nameById.get(parsed.id);
  if (name === undefined) return message;
  const template = formErrorTexts[lang][name];
  const values: Record<string, string | number> = { ...parsed.params, ...params };
  // An amount of đồng reads grouped, the way the clinic writes it: 1.000.000.000 ₫ (1,000,000,000 ₫ in English).
  if (template.includes('₫')) {
    for (const [key, value] of Object.entries(values)) {
      if (/^\d{4,}$/.test(String(value)))
        values[key] = String(value).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'vi' ? '.' : ',');
    }
  }
  return interpolate(template, values);
}
