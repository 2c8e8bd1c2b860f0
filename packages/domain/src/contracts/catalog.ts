import { z } from 'zod';
import type { ServiceType } from '../billing';
import {
  catalogNameKey,
  isPriceRange,
  MAX_ASSOCIATED_SERVICES,
  MAX_SERVICE_FORMS,
  MAX_TEMPLATE_SERVICES,
  medicineUnits,
  repeatedIndexes,
  serviceBundleIssue,
  serviceTypes,
} from '../catalog';
import { MAX_MEDICINES_PER_ADD } from '../constants';
import { DoseFood, DoseRoute, doseFoods, doseRoutes } from '../dose';
import { formErrorIds } from '../form-errors';
import { PrescriptionKind, prescriptionKinds } from '../national-prescription';
import { ref } from '../refs';
import type { StockUnit } from '../stock';
import { days, fromQuery, money, percentage, quantity } from '../validation';
import { endpoint } from './endpoint';
import { name, optionalText } from './fields';
import { pageOf } from './paging';
import { itemBase, resourceContract, resourceListQuery } from './resources';

// The clinic's catalog (docs/product.md#staff-screens-by-id): services (screen 18), service templates (24) and
// the medicine library (15), on the generic resource routes; services add a price-range filter to their list,
// medicines a bulk add of up to 20 rows.

/** Nothing chosen is "required"; anything else outside the list is an invalid value. */
export const choiceError = (issue: { readonly input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === ''
    ? formErrorIds.required
    : formErrorIds.invalidValue;

/** Adds 'formError.duplicate' at every repeated id of a list field (`serviceIds.2`). */
const noRepeats =
  <F extends string>(field: F) =>
  (value: Readonly<Record<F, readonly number[]>>, ctx: z.RefinementCtx) => {
    for (const index of repeatedIndexes(value[field], String)) {
      ctx.addIssue({ code: 'custom', message: formErrorIds.duplicate, path: [field, index], input: value });
    }
  };

// ── services ────────────────────────────────────────────────────────────────────────────────────────────

export const serviceCode = z
  .string({ error: formErrorIds.required })
  .trim()
  .min(1, formErrorIds.required)
  .max(30, formErrorIds.maxLength);

export const serviceInput = z
  .object({
    code: serviceCode,
    name,
    /** Whole VND, 0 for a free service. */
    price: money(),
    commissionPercent: percentage().default(0),
    isBasicService: z.boolean().default(false),
    isAffiliate: z.boolean().default(false),
    type: z.enum(serviceTypes, { error: choiceError }).default('single'),
    /** The single services an associate service bundles, in order; none for a single service. */
    associatedServiceIds: z
      .array(ref('service'))
      .max(MAX_ASSOCIATED_SERVICES, formErrorIds.maxItems)
      .default([]),
    /** The result-sheet forms (FormOwnerKind.ServiceSheet) the service is examined with. */
    formIds: z.array(ref('form')).max(MAX_SERVICE_FORMS, formErrorIds.maxItems).default([]),
    description: optionalText(2000),
  })
  .superRefine((value, ctx) => {
    const issue = serviceBundleIssue(value.type, value.associatedServiceIds);
    if (issue) {
      ctx.addIssue({
        code: 'custom',
        message: formErrorIds[issue],
        path: ['associatedServiceIds'],
        input: value,
      });
    }
  })
  .superRefine(noRepeats('associatedServiceIds'))
  .superRefine(noRepeats('formIds'));

/** A service named in another row: a bundle's part, a template's line. */
export const serviceRef = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  price: z.number(),
  enabled: z.boolean(),
});

export const serviceItem = z.object({
  ...itemBase,
  code: z.string(),
  name: z.string(),
  price: z.number(),
  commissionPercent: z.number(),
  isBasicService: z.boolean(),
  isAffiliate: z.boolean(),
  type: z.string() as unknown as z.ZodType<ServiceType, string>,
  associatedServiceIds: z.array(z.number()),
  associatedServices: z.array(serviceRef),
  formIds: z.array(z.number()),
  forms: z.array(z.object({ id: z.number(), name: z.string() })),
  description: z.string().nullable(),
});

const serviceSortKeys = ['code', 'name', 'price', 'createdAt'] as const;
const priceBound = fromQuery(money().optional());
/** The services list: the resource list's query with a price range (`priceTo` not below `priceFrom`). */
export const serviceListQuery = resourceListQuery(serviceSortKeys, [])
  .extend({ priceFrom: priceBound, priceTo: priceBound })
  .superRefine((value, ctx) => {
    if (!isPriceRange(value.priceFrom, value.priceTo)) {
      ctx.addIssue({
        code: 'custom',
        message: formErrorIds.priceRange,
        params: { min: value.priceFrom },
        path: ['priceTo'],
        input: value,
      });
    }
  });

const servicesResource = resourceContract('services', {
  input: serviceInput,
  item: serviceItem,
  sortKeys: serviceSortKeys,
});
export const servicesContract = {
  ...servicesResource,
  list: endpoint({ method: 'GET', url: '/services', query: serviceListQuery, response: pageOf(serviceItem) }),
};

// ── service templates ───────────────────────────────────────────────────────────────────────────────────

export const serviceTemplateInput = z
  .object({
    name,
    /** The services in the order the doctor orders them; each once. */
    serviceIds: z
      .array(ref('service'))
      .min(1, formErrorIds.minItems)
      .max(MAX_TEMPLATE_SERVICES, formErrorIds.maxItems),
    description: optionalText(2000),
  })
  .superRefine(noRepeats('serviceIds'));

export const serviceTemplateItem = z.object({
  ...itemBase,
  name: z.string(),
  description: z.string().nullable(),
  serviceIds: z.array(z.number()),
  services: z.array(serviceRef),
  /** The sum of the services' current prices (whole VND), computed by the server. */
  totalPrice: z.number(),
});

export const serviceTemplatesContract = resourceContract('service-templates', {
  input: serviceTemplateInput,
  item: serviceTemplateItem,
  sortKeys: ['name', 'createdAt'],
});

// ── medicines ───────────────────────────────────────────────────────────────────────────────────────────

/** An amount per time of day; left blank it is none (0). */
const defaultAmount = quantity(100, { zero: true, fractional: true })
  .nullish()
  .transform((value) => value ?? 0);

/** A medicine's default dose: the fields a prescription line takes when the medicine is picked. */
export const medicineDefaultDose = z.object({
  morning: defaultAmount,
  noon: defaultAmount,
  afternoon: defaultAmount,
  evening: defaultAmount,
  days: days(365).nullable().default(null),
  route: z.enum(doseRoutes, { error: choiceError }).default(DoseRoute.Oral),
  food: z.enum(doseFoods, { error: choiceError }).default(DoseFood.Any),
});

export const medicineInput = z.object({
  name,
  unit: z.enum(medicineUnits, { error: choiceError }),
  /** Sale price per unit, whole VND. */
  price: money(),
  ingredients: optionalText(1000),
  /** The default note of a line prescribing it: what the default dose cannot say ('Uống khi sốt trên 38,5°C'). */
  guide: optionalText(1000),
  /** The dose a line starts with when the medicine is picked; null: none. */
  defaultDose: medicineDefaultDose.nullable().default(null),
  /** What one dose amount counts when handed over in a larger unit (tablets of a strip); null: the unit itself. */
  doseUnit: z.enum(medicineUnits, { error: choiceError }).nullable().default(null),
  /** Dose units in one unit (10 tablets a strip); needed when the dose unit differs from the unit. */
  unitsPerPack: quantity(10_000).nullable().default(null),
  /** Stock at or below this is "low in stock"; none: no alert. */
  lowStockThreshold: quantity(1_000_000, { zero: true }).nullable().default(null),
  /** The medicine's code in the national drug list (sent to the national e-prescription system). */
  nationalDrugCode: optionalText(50),
  /** Basic unless addictive, psychotropic or traditional: the prescription takes the most controlled kind. */
  prescriptionKind: z.enum(prescriptionKinds, { error: choiceError }).default(PrescriptionKind.Basic),
});

export const medicineItem = z.object({
  ...itemBase,
  name: z.string(),
  unit: z.string() as unknown as z.ZodType<StockUnit, string>,
  price: z.number(),
  ingredients: z.string().nullable(),
  guide: z.string().nullable(),
  defaultDose: z
    .object({
      morning: z.number(),
      noon: z.number(),
      afternoon: z.number(),
      evening: z.number(),
      days: z.number().nullable(),
      route: z.enum(doseRoutes),
      food: z.enum(doseFoods),
    })
    .nullable(),
  doseUnit: (z.string() as unknown as z.ZodType<StockUnit, string>).nullable(),
  unitsPerPack: z.number().nullable(),
  lowStockThreshold: z.number().nullable(),
  nationalDrugCode: z.string().nullable(),
  prescriptionKind: z.enum(prescriptionKinds),
});

/** POST /medicines/bulk: 1..20 rows, no name twice (accents and case aside); all are written or none. */
export const medicinesBulkInput = z
  .object({
    medicines: z
      .array(medicineInput)
      .min(1, formErrorIds.minItems)
      .max(MAX_MEDICINES_PER_ADD, formErrorIds.maxItems),
  })
  .superRefine((value, ctx) => {
    for (const index of repeatedIndexes(value.medicines, (m) => catalogNameKey(m.name))) {
      ctx.addIssue({
        code: 'custom',
        message: formErrorIds.duplicate,
        path: ['medicines', index, 'name'],
        input: value,
      });
    }
  });

const medicinesResource = resourceContract('medicines', {
  input: medicineInput,
  item: medicineItem,
  sortKeys: ['name', 'price', 'createdAt'],
});
export const medicinesContract = {
  ...medicinesResource,
  bulkCreate: endpoint({
    method: 'POST',
    url: '/medicines/bulk',
    body: medicinesBulkInput,
    response: z.object({ medicines: z.array(medicineItem) }),
  }),
};
