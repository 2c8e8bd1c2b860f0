import type { Translate } from '@clinic/i18n';
import type { ImportColumn } from './importRows';

// The words the workbooks are written with, taken from the stockFiles dictionary in the user's language, so the
// workbook functions stay plain functions (no React, no i18n store) and the tests can pass any words.

const importColumnKeys = [
  'medicineName',
  'lotNumber',
  'expiryDate',
  'quantity',
  'importPrice',
  'salePrice',
  'discountPercent',
  'costPerUnit',
] as const satisfies readonly ImportColumn[];

const onHandColumnKeys = [
  'medicineName',
  'unit',
  'onHand',
  'usable',
  'expired',
  'valueAtCost',
  'nearestExpiry',
  'expiryState',
  'stockLevel',
] as const;

const sheetColumnKeys = [
  'medicineName',
  'unit',
  'lotNumber',
  'expiryDate',
  'quantity',
  'importPrice',
  'exportPrice',
  'discountPercent',
  'costPerUnit',
  'total',
] as const;

const sheetFieldKeys = ['code', 'type', 'reason', 'supplier', 'createdAt', 'createdBy', 'note'] as const;

const record = <K extends string>(keys: readonly K[], text: (key: K) => string) =>
  Object.fromEntries(keys.map((key) => [key, text(key)])) as Record<K, string>;

export function workbookTexts(t: Translate) {
  return {
    total: t('stockFiles.total'),
    /** A stock unit's word ('tablet' → 'Viên'). */
    unit: (unit: string) => t(`catalog.units.${unit}` as never) || unit,
    template: {
      sheet: t('stockFiles.template.sheet'),
      medicinesSheet: t('stockFiles.template.medicinesSheet'),
      columns: record(importColumnKeys, (key) => t(`stockFiles.template.columns.${key}`)),
      medicineColumns: {
        name: t('stockFiles.template.medicineColumns.name'),
        unit: t('stockFiles.template.medicineColumns.unit'),
        price: t('stockFiles.template.medicineColumns.price'),
      },
      exampleMedicine: t('stockFiles.template.exampleMedicine'),
    },
    onHand: {
      sheet: t('stockFiles.onHand.sheet'),
      columns: record(onHandColumnKeys, (key) => t(`stockFiles.onHand.columns.${key}`)),
      /** By MedicineLotExpiry (1 in date, 2 near expiry, 3 expired). */
      expiry: {
        1: t('stockFiles.onHand.expiry.inDate'),
        2: t('stockFiles.onHand.expiry.nearExpiration'),
        3: t('stockFiles.onHand.expiry.expired'),
      } as Record<number, string>,
      /** By StockLevel (1 in stock, 2 low). */
      levels: {
        1: t('stockFiles.onHand.levels.inStock'),
        2: t('stockFiles.onHand.levels.lowInStock'),
      } as Record<number, string>,
    },
    sheet: {
      fields: record(sheetFieldKeys, (key) => t(`stockFiles.sheet.${key}`)),
      /** By StockSheetType (1 import, 2 export). */
      types: { 1: t('stockFiles.sheet.types.import'), 2: t('stockFiles.sheet.types.export') } as Record<
        number,
        string
      >,
      reason: (reason: string) => t(`stockFiles.sheet.reasons.${reason}` as never) || reason,
      columns: record(sheetColumnKeys, (key) => t(`stockFiles.sheet.columns.${key}`)),
    },
  };
}
export type WorkbookTexts = ReturnType<typeof workbookTexts>;
