import { StockLevelFilter, StockOnHandSort } from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import { readStockView, stockViewPath, writeStockView } from './stockView';

describe('the stock on hand view in the address', () => {
  it('opens each dashboard list at its level, most urgent first', () => {
    expect(stockViewPath(StockLevelFilter.Expiring)).toBe('/stock?level=expiring&sort=expiry');
    expect(stockViewPath(StockLevelFilter.Expired)).toBe('/stock?level=expired&sort=expiry');
    expect(stockViewPath(StockLevelFilter.RunningOut)).toBe('/stock?level=running-out&sort=level');
  });

  it('reads back what it writes, and an unknown value as every medicine by name', () => {
    const view = { level: StockLevelFilter.OutOfStock, sort: StockOnHandSort.Level };
    expect(readStockView(writeStockView(view))).toEqual(view);
    expect(readStockView(new URLSearchParams('level=soon&sort=price'))).toEqual({
      level: StockLevelFilter.All,
      sort: StockOnHandSort.Name,
    });
    expect(writeStockView({ level: StockLevelFilter.All, sort: StockOnHandSort.Name }).toString()).toBe('');
  });
});
