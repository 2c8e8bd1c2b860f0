import type { PrescriptionItem, PrescriptionTemplate } from '@clinic/api-client';
import {
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
  usage: string | null;
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
export const lineFieldNames = ['medicineId', 'quantity', 'unit', ...doseFields, 'days', 'usage'] as const;

/** A new line for a medicine picked from the library: one dose morning and evening is typed next. */
export function lineOfProduct(product: Product): LineForm {
  return {
    medicineId: product.id,
    name: product.name,
    quantity: null,
    unit: product.unit ?? Unit.Tablet,
    morning: null,
    noon: null,
    afternoon: null,
    evening: null,
    days: null,
    usage: product.guide ?? null,
    autoQuantity: true,
  };
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
    usage: line.usage,
    autoQuantity: line.quantity === suggestedQuantity(line),
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
        usage: blankToNull(line.usage),
      })),
    };
  }, contract);
}
