import type { MedicineLotItem, StockSheetInput, StockSheetItem } from '@clinic/api-client';
import { ExportReason, MedicineLotExpiry, StockSheetType } from '@clinic/domain';
import { stockSheetInput } from '@clinic/domain/contracts';
import { z } from 'zod';

// An export sheet as its editor holds it, what its lots can give, and the schema from the editor to the contract.

export interface ExportLine {
  medicineId: number;
  name: string;
  unit: string;
  quantity: number | null;
  /** '' : the server picks first-expiry-first-out. */
  lotId: string;
}

export interface ExportForm {
  reason: string;
  note: string;
  refSheetId: number | null;
  items: ExportLine[];
}

export const exportLineFields = ['medicineId', 'quantity', 'medicineLotId'] as const;

export const emptyExport = (reason: string | null, refSheetId: number | null): ExportForm => ({
  reason: reason ?? ExportReason.Sale,
  note: '',
  refSheetId,
  items: [],
});

export const exportLineOf = (medicine: {
  id: number;
  name: string;
  unit?: string | undefined;
}): ExportLine => ({
  medicineId: medicine.id,
  name: medicine.name,
  unit: medicine.unit ?? '',
  quantity: null,
  lotId: '',
});

/** A line of an import being corrected (damaged, lost): out of the very lot it brought in. */
export const exportLineOfImported = (item: StockSheetItem): ExportLine => ({
  medicineId: item.medicineId,
  name: item.medicineName,
  unit: item.unit,
  quantity: item.quantity,
  lotId: String(item.lotId),
});

/** Only an outOfDate export takes units out of an expired lot (the server refuses it otherwise). */
export function lotsOffered(lots: readonly MedicineLotItem[], reason: string): MedicineLotItem[] {
  return reason === ExportReason.OutOfDate
    ? [...lots]
    : lots.filter((lot) => lot.expiryState !== MedicineLotExpiry.Expired);
}

/** What the line can take: the chosen lot's units, or every offered lot's (the server's automatic pick). */
export function available(lots: readonly MedicineLotItem[], reason: string, lotId: string): number {
  const offered = lotsOffered(lots, reason);
  if (lotId) return offered.find((lot) => String(lot.id) === lotId)?.quantity ?? 0;
  return offered.reduce((sum, lot) => sum + lot.quantity, 0);
}

export function exportBody(values: ExportForm): StockSheetInput {
  return {
    type: StockSheetType.Export,
    reason: values.reason as ExportReason,
    note: values.note.trim() === '' ? null : values.note,
    refSheetId: values.refSheetId,
    items: values.items.map((line) => ({
      medicineId: line.medicineId,
      quantity: line.quantity as number,
      medicineLotId: line.lotId ? Number(line.lotId) : null,
    })),
  };
}

export const exportSchema = z.preprocess((values: ExportForm) => exportBody(values), stockSheetInput);
