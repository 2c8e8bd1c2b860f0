import { describe, expect, it } from 'vitest';
import { checkDetails, emptyDetails } from './details';

describe('the booking details check', () => {
  const valid = {
    ...emptyDetails,
    fullName: 'Trần Thị Bích',
    phone: '0912 345 678',
    gender: 0 as const,
    yearOfBirth: '1990',
  };

  it('passes a complete form, with the phone written with spaces or +84', () => {
    expect(checkDetails(valid, 2026)).toEqual({});
    expect(checkDetails({ ...valid, phone: '+84 912 345 678' }, 2026)).toEqual({});
  });

  it('names every missing field as required', () => {
    expect(checkDetails(emptyDetails, 2026)).toEqual({
      fullName: 'formError.required',
      phone: 'formError.required',
      gender: 'formError.required',
      yearOfBirth: 'formError.required',
    });
  });

  it('refuses a wrong phone, a year out of range and an over-long name', () => {
    expect(checkDetails({ ...valid, phone: '12345' }, 2026)).toEqual({ phone: 'formError.phone' });
    expect(checkDetails({ ...valid, yearOfBirth: '1899' }, 2026)).toEqual({
      yearOfBirth: 'formError.invalidValue',
    });
    expect(checkDetails({ ...valid, yearOfBirth: '2027' }, 2026)).toEqual({
      yearOfBirth: 'formError.invalidValue',
    });
    expect(checkDetails({ ...valid, fullName: 'a'.repeat(201) }, 2026)).toEqual({
      fullName: 'formError.maxLength',
    });
  });
});
