// Settling a prescription against the stock before the patient reaches the till: each line the clinic hands over
// must fit the usable stock (unexpired lots), or the doctor says what happens to it.

/**
 * What happens to a prescription line at the till. `dispense`: handed over and billed as prescribed; `reduced`: the
 * doctor cut it to what the stock had, handed over and billed; `outside`: printed "the patient buys it outside", not
 * billed, no stock move; `written`: printed on the prescription only, not handed over nor billed.
 */
export const prescriptionSupplies = ['dispense', 'reduced', 'outside', 'written'] as const;
export type PrescriptionSupply = (typeof prescriptionSupplies)[number];

/** Whether the clinic hands the line's medicine over (takes it from the stock and bills it). */
export const isDispensed = (supply: string): boolean => supply === 'dispense' || supply === 'reduced';

/** A medicine short of usable stock: how many units are asked for and how many could be taken now. */
export interface StockShortage {
  /** The line's index in what was sent (prescription lines), or the invoice line's source. */
  readonly index?: number;
  readonly source?: string;
  readonly medicineId: number;
  readonly name: string;
  readonly quantity: number;
  readonly usable: number;
}

/**
 * The shortages as the `lines` param of the stock errors: 'Paracetamol 500mg 40 / 30; Amoxicillin 10 / 0' (asked /
 * usable, the error's text says which is which in its language).
 */
export const shortageLines = (shortages: readonly StockShortage[]): string =>
  shortages.map((s) => `${s.name} ${s.quantity} / ${s.usable}`).join('; ');

/**
 * The lines asking for more than the usable stock, medicine by medicine (two lines of one medicine add up): each
 * short line once, with the units the medicine's lines ask for together.
 */
export function shortagesOf<L extends { medicineId: number; quantity: number; name: string }>(
  lines: readonly L[],
  usable: ReadonlyMap<number, number>,
  keyOf: (line: L, index: number) => Pick<StockShortage, 'index' | 'source'>,
): StockShortage[] {
  const asked = new Map<number, number>();
  for (const line of lines) asked.set(line.medicineId, (asked.get(line.medicineId) ?? 0) + line.quantity);
  return lines.flatMap((line, index) => {
    const quantity = asked.get(line.medicineId) ?? 0;
    const onHand = usable.get(line.medicineId) ?? 0;
    return quantity > onHand
      ? [{ ...keyOf(line, index), medicineId: line.medicineId, name: line.name, quantity, usable: onHand }]
      : [];
  });
}
