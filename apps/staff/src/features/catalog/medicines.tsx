import type { Medicine, MedicineInput } from '@clinic/api-client';
import {
  DoseFood,
  DoseRoute,
  doseFoods,
  doseRoutes,
  doseTimes,
  doseUnitOf,
  doseUsageText,
  errors,
  medicineUnits,
  PrescriptionKind,
  prescriptionKinds,
  ScreenId,
} from '@clinic/domain';
import { medicineInput } from '@clinic/domain/contracts';
import { formatVnd, type Translate } from '@clinic/i18n';
import { formOfContract } from '../../shared/forms/forms';
import { text } from '../../shared/resources/descriptions/common';
import type { ResourceDescription } from '../../shared/resources/types';

/** The stock units as select options, translated. */
export const unitOptions = (t: Translate) =>
  medicineUnits.map((unit) => ({ value: unit, label: t(`catalog.units.${unit}`) }));

/** The form's default dose before one is typed: nothing per time of day, taken by mouth. */
const noDefaultDose = {
  morning: null,
  noon: null,
  afternoon: null,
  evening: null,
  days: null,
  route: DoseRoute.Oral,
  food: DoseFood.Any,
} as unknown as NonNullable<MedicineInput['defaultDose']>;

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
      // The default dose as a line reads it, and the default note after it.
      cell: (m, tr) =>
        text(
          [
            m.defaultDose
              ? doseUsageText(
                  m.defaultDose,
                  doseUnitOf(m),
                  tr('catalog.medicines.doseLanguage') === 'en' ? 'en' : 'vi',
                )
              : '',
            m.guide ?? '',
          ]
            .filter(Boolean)
            .join(' · ') || null,
        ),
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
    // What one dose counts, and how many of it one unit holds: a strip ('Vỉ') of 10 tablets.
    {
      name: 'doseUnit',
      labelKey: 'catalog.medicines.doseUnit',
      kind: 'select',
      text: true,
      options: () => unitOptions(t),
    },
    {
      name: 'unitsPerPack',
      labelKey: 'catalog.medicines.unitsPerPack',
      kind: 'number',
      min: 2,
    },
    // The default dose fills a prescription line's fields when the medicine is picked.
    ...doseTimes.map((time) => ({
      name: `defaultDose.${time}`,
      labelKey: `catalog.medicines.defaultDose.${time}` as const,
      kind: 'number' as const,
      min: 0,
      decimals: 2,
    })),
    { name: 'defaultDose.days', labelKey: 'catalog.medicines.defaultDose.days', kind: 'number', min: 1 },
    {
      name: 'defaultDose.route',
      labelKey: 'catalog.medicines.defaultDose.route',
      kind: 'select',
      text: true,
      options: () => doseRoutes.map((value) => ({ value, label: t(`prescriptions.routes.${value}`) })),
    },
    {
      name: 'defaultDose.food',
      labelKey: 'catalog.medicines.defaultDose.food',
      kind: 'select',
      text: true,
      options: () => doseFoods.map((value) => ({ value, label: t(`prescriptions.foods.${value}`) })),
    },
    {
      name: 'guide',
      labelKey: 'catalog.medicines.guide',
      hintKey: 'catalog.medicines.guideHint',
      kind: 'text',
      wide: true,
    },
    { name: 'lowStockThreshold', labelKey: 'catalog.medicines.lowStockThreshold', kind: 'number', min: 0 },
    // What the national e-prescription system needs of each line.
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
    defaultDose: m.defaultDose ?? noDefaultDose,
    doseUnit: m.doseUnit,
    unitsPerPack: m.unitsPerPack,
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
    defaultDose: noDefaultDose,
    doseUnit: null,
    unitsPerPack: null,
    lowStockThreshold: null,
    nationalDrugCode: null,
    prescriptionKind: PrescriptionKind.Basic,
  },
});
