import { describe, expect, it } from 'vitest';
import { vndInWords } from './money-words';

// The total in words on an invoice: read by hand the way Vietnamese invoices write it.

describe('vndInWords', () => {
  it.each([
    [0, 'Không đồng'],
    [5, 'Năm đồng'],
    [10, 'Mười đồng'],
    [15, 'Mười lăm đồng'],
    [21, 'Hai mươi mốt đồng'],
    [25, 'Hai mươi lăm đồng'],
    [105, 'Một trăm linh năm đồng'],
    [110, 'Một trăm mười đồng'],
    [100_000, 'Một trăm nghìn đồng'],
    [450_000, 'Bốn trăm năm mươi nghìn đồng'],
    [1_000_000, 'Một triệu đồng'],
    [1_005_000, 'Một triệu không trăm linh năm nghìn đồng'],
    [1_000_005, 'Một triệu không trăm linh năm đồng'],
    [2_350_500, 'Hai triệu ba trăm năm mươi nghìn năm trăm đồng'],
    [1_000_000_000, 'Một tỷ đồng'],
    [12_000_021_000, 'Mười hai tỷ không trăm hai mươi mốt nghìn đồng'],
    [-50_000, 'Âm năm mươi nghìn đồng'],
  ])('%d in Vietnamese', (amount, words) => {
    expect(vndInWords(amount)).toBe(words);
  });

  it.each([
    [0, 'Zero dong'],
    [15, 'Fifteen dong'],
    [21, 'Twenty-one dong'],
    [105, 'One hundred five dong'],
    [450_000, 'Four hundred fifty thousand dong'],
    [1_005_000, 'One million five thousand dong'],
    [2_350_500, 'Two million three hundred fifty thousand five hundred dong'],
  ])('%d in English', (amount, words) => {
    expect(vndInWords(amount, 'en')).toBe(words);
  });

  it('rounds to whole đồng', () => {
    expect(vndInWords(99.6)).toBe('Một trăm đồng');
  });
});
