import { describe, expect, it } from 'vitest';
import { invoiceCode, invoiceCodeInTransfer } from './billing';

describe('invoice codes in bank transfers', () => {
  it('numbers invoices HD and six digits', () => {
    expect(invoiceCode(123)).toBe('HD000123');
    expect(invoiceCode(1_234_567)).toBe('HD1234567');
  });

  it.each([
    ['HD000123', 'HD000123'],
    ['hd000123 thanh toan kham benh', 'HD000123'],
    ['MBVCB.3278946.HD000123.CT tu 0123456789 NGUYEN VAN A', 'HD000123'],
    ['IBFT HD 000123', 'HD000123'],
    ['Thanh toan HD-000123', 'HD000123'],
    ['TKThe 123 HD000123CT', 'HD000123'],
    ['chuyen tien SHD000123', null], // letters glued before: not a code
    ['HD00012', null], // too short
    ['HD1234567 thanh toan', 'HD1234567'], // past HD999999
    ['chuyen khoan tien kham', null],
  ])('finds the code in %j: %j', (content, code) => {
    expect(invoiceCodeInTransfer(content)).toBe(code);
  });
});
