import { ApiError, type ApiErrorBody } from '@clinic/api-client';
import { errors } from '@clinic/domain';
import type { LineForm } from './lineForm';

// The doctor's choice for a prescription line the usable stock cannot cover (the server's prescriptionStockShort
// lists them): cut it to the stock, pick another medicine, or keep it on paper (bought outside / written only).

export type StockChoice = 'reduce' | 'replace' | 'outside' | 'written';
export type Shortage = NonNullable<ApiErrorBody['shortages']>[number];

/** The short lines a refusal names, or null when the error is not the stock's. */
export function prescriptionShortages(error: unknown): Shortage[] | null {
  if (!(error instanceof ApiError) || Number(error.code) !== errors.prescriptionStockShort.code) return null;
  const shortages = (error.body as ApiErrorBody | null)?.shortages;
  return Array.isArray(shortages) && shortages.length ? shortages : null;
}

/** The first choice offered: reduce when some stock is left, else the patient buys it outside. */
export const defaultChoice = (shortage: Shortage): StockChoice =>
  shortage.usable > 0 ? 'reduce' : 'outside';

/**
 * The lines with the choices applied (by medicine): reduced to the usable units, marked outside or written only,
 * or taken out to be replaced; `replaced` names those taken out.
 */
export function settleLines(
  items: readonly LineForm[],
  shortages: readonly Shortage[],
  choices: ReadonlyMap<number, StockChoice>,
): { items: LineForm[]; replaced: string[] } {
  const byMedicine = new Map(shortages.map((s) => [s.medicineId, s]));
  const replaced: string[] = [];
  const settled = items.flatMap((line): LineForm[] => {
    const shortage = byMedicine.get(line.medicineId);
    if (!shortage) return [line];
    const choice = choices.get(line.medicineId) ?? defaultChoice(shortage);
    if (choice === 'replace') {
      replaced.push(line.name);
      return [];
    }
    if (choice === 'reduce')
      return [{ ...line, quantity: shortage.usable, autoQuantity: false, supply: 'reduced' }];
    return [{ ...line, supply: choice }];
  });
  return { items: settled, replaced };
}
