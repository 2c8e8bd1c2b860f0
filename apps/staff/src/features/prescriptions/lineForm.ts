import type { PrescriptionItem, PrescriptionTemplate } from '@clinic/api-client';
import {
  DoseFood,
  DoseRoute,
  type PrescriptionSupply,
  type StockUnit,
  suggestedQuantity,
  StockUnit as Unit,
} from '@clinic/domain';
import { z } from 'zod';
import type { Product } from '../catalog/products';

// A prescription line as the editor holds it (the panel's form and the template drawer's), and the schema that
// turns the form's values into the contract's body.

export interface LineForm {
  medicineId: number;
  /** The medicine's name in the library: shown only, the server reads the id. */
  name: string;
  /** null while the doctor is typing it. */
  quantity: number | null;
  unit: StockUnit;
  morning: number | null;
  noon: number | null;
  afternoon: number | null;
  evening: number | null;
  days: number | null;
  route: DoseRoute;
  food: DoseFood;
  /** The doctor's free-text note beside the dose ("Ghi chú"); the usage line is generated from the dose. */
  note: string | null;
  /** What one dose amount counts and how many of it one `unit` holds (the library's; shown, never sent). */
  doseUnit: StockUnit | null;
  unitsPerPack: number | null;
  /** The unit price to estimate the total with: the saved line's, else the library's now (the server prices it). */
  price: number | null;
  /** The quantity follows doses × days until the doctor types one. */
  autoQuantity: boolean;
  /** The medicine was disabled in the library since this line was written (a template's): flagged. */
  inactive?: boolean;
  /** What the till does with it: dispense unless the doctor settled it against a short stock. */
  supply?: PrescriptionSupply;
}

export interface LinesForm {
  items: LineForm[];
}

export const doseFields = ['morning', 'noon', 'afternoon', 'evening'] as const;
/** Every field of a line the server may name in an error ('items.3.quantity'). */
export const lineFieldNames = [
  'medicineId',
  'quantity',
  'unit',
  ...doseFields,
  'days',
  'route',
  'food',
  'note',
] as const;

/** How a line's amounts turn into what is handed over. */
export const packagingOf = (line: Pick<LineForm, 'unit' | 'doseUnit' | 'unitsPerPack'>) => ({
  unit: line.unit,
  doseUnit: line.doseUnit,
  unitsPerPack: line.unitsPerPack,
});

/**
 * A new line for a medicine picked from the library: its default dose fills the dose fields (the quantity follows
 * them), and its default note (what the dose cannot say) is the line's note.
 */
export function lineOfProduct(product: Product): LineForm {
  const dose = product.defaultDose;
  const line: LineForm = {
    medicineId: product.id,
    name: product.name,
    quantity: null,
    unit: product.unit ?? Unit.Tablet,
    morning: dose?.morning || null,
    noon: dose?.noon || null,
    afternoon: dose?.afternoon || null,
    evening: dose?.evening || null,
    days: dose?.days ?? null,
    route: dose?.route ?? DoseRoute.Oral,
    food: dose?.food ?? DoseFood.Any,
    note: product.guide ?? null,
    doseUnit: product.doseUnit ?? null,
    unitsPerPack: product.unitsPerPack ?? null,
    price: product.price,
    autoQuantity: true,
  };
  return { ...line, quantity: suggestedQuantity(line, packagingOf(line)) };
}

type SavedLine = PrescriptionItem['items'][number] | PrescriptionTemplate['items'][number];

/** A saved line (a prescription's or a template's) as the editor holds it; its quantity stays as written. */
export function lineOfSaved(line: SavedLine): LineForm {
  return {
    medicineId: line.medicineId,
    name: line.name,
    quantity: line.quantity,
    unit: line.unit,
    morning: line.morning || null,
    noon: line.noon || null,
    afternoon: line.afternoon || null,
    evening: line.evening || null,
    days: line.days,
    route: line.route,
    food: line.food,
    note: line.note,
    doseUnit: line.doseUnit,
    unitsPerPack: line.unitsPerPack,
    price: 'price' in line ? line.price : null,
    autoQuantity: line.quantity === suggestedQuantity(line, packagingOf(line)),
    inactive: 'enabled' in line ? !line.enabled : false,
    ...('supply' in line ? { supply: line.supply } : {}),
  };
}

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * The contract's body from the editor's values: empty doses are 0, blank texts null; the editor's own keys
 * (name, autoQuantity, inactive) are left for the contract to strip.
 */
export function linesFormSchema<S extends z.ZodType>(contract: S) {
  return z.preprocess((values: Record<string, unknown> & { items?: LineForm[] }) => {
    const own = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, blankToNull(value)]));
    return {
      ...own,
      items: (values.items ?? []).map((line) => ({
        ...line,
        ...Object.fromEntries(doseFields.map((dose) => [dose, line[dose] ?? 0])),
        note: blankToNull(line.note),
      })),
    };
  }, contract);
}
