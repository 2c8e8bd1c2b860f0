import type { Medicine, MedicineInput } from '@clinic/api-client';
import { errors, medicineUnits, PrescriptionKind, prescriptionKinds, ScreenId } from '@clinic/domain';
import { medicineInput } from '@clinic/domain/contracts';
import { formatVnd, type Translate } from '@clinic/i18n';
import { formOfContract } from '../../shared/forms/forms';
import { text } from '../../shared/resources/descriptions/common';
import type { ResourceDescription } from '../../shared/resources/types';

/** The stock units as select options, translated. */
export const unitOptions = (t: Translate) =>
  medicineUnits.map((unit) => ({ value: unit, label: t(`catalog.units.${unit}`) }));

/** The prescription kinds as select options (basic first, the default). */
const kindOptions = (t: Translate) =>
  prescriptionKinds.map((kind) => ({ value: kind, label: t(`prescriptions.national.kind.${kind}`) }));

/** Screen 15: the medicine library (names, units, prices, how to take them; lots come with stock). */
export const medicines = (t: Translate): ResourceDescription<Medicine, MedicineInput> => ({
  name: 'medicines',
  screenId: ScreenId.MedicineLibrary,
  titleKey: 'screen.medicineLibrary',
  thingKey: 'catalog.medicines.thing',
  errorFields: { [errors.duplicateMedicine.code]: 'name' },
  columns: [
    { key: 'name', labelKey: 'catalog.medicines.name', sortable: true },
    { key: 'unit', labelKey: 'catalog.medicines.unit', cell: (m, tr) => tr(`catalog.units.${m.unit}`) },
    {
      key: 'price',
      labelKey: 'catalog.medicines.price',
      sortable: true,
      align: 'end',
      cell: (m) => formatVnd(m.price),
    },
    {
      key: 'guide',
      labelKey: 'catalog.medicines.guide',
      cell: (m) => text(m.guide),
      hideBelow: 'desktop',
      wrap: true,
    },
  ],
  fields: [
    { name: 'name', labelKey: 'catalog.medicines.name', kind: 'text', required: true, wide: true },
    {
      name: 'unit',
      labelKey: 'catalog.medicines.unit',
      kind: 'select',
      text: true,
      required: true,
      options: () => unitOptions(t),
    },
    { name: 'price', labelKey: 'catalog.medicines.price', kind: 'number', required: true, vnd: true, min: 0 },
    { name: 'ingredients', labelKey: 'catalog.medicines.ingredients', kind: 'text', wide: true },
    {
      name: 'guide',
      labelKey: 'catalog.medicines.guide',
      hintKey: 'catalog.medicines.guideHint',
      kind: 'text',
      wide: true,
    },
    { name: 'lowStockThreshold', labelKey: 'catalog.medicines.lowStockThreshold', kind: 'number', min: 0 },
    // What the national e-prescription system needs of each line (issue U).
    { name: 'nationalDrugCode', labelKey: 'catalog.medicines.nationalDrugCode', kind: 'text', maxLength: 50 },
    {
      name: 'prescriptionKind',
      labelKey: 'catalog.medicines.prescriptionKind',
      kind: 'select',
      text: true,
      required: true,
      options: () => kindOptions(t),
    },
  ],
  schema: formOfContract(medicineInput),
  toInput: (m) => ({
    name: m.name,
    unit: m.unit,
    price: m.price,
    ingredients: m.ingredients,
    guide: m.guide,
    lowStockThreshold: m.lowStockThreshold,
    nationalDrugCode: m.nationalDrugCode,
    prescriptionKind: m.prescriptionKind,
  }),
  emptyInput: {
    name: '',
    unit: 'tablet',
    // Blank until typed: a new row has no price yet, and saving without one asks for it (never 0 ₫ by mistake).
    price: null as unknown as number,
    ingredients: null,
    guide: null,
    lowStockThreshold: null,
    nationalDrugCode: null,
    prescriptionKind: PrescriptionKind.Basic,
  },
});
