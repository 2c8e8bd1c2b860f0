import { z } from 'zod';
import { medicineUnits, repeatedIndexes } from '../catalog';
import { DoseFood, DoseRoute, doseFoods, doseRoutes } from '../dose';
import { MAX_PRESCRIBED_QUANTITY, MAX_PRESCRIPTION_ITEMS } from '../examination';
import { formErrorIds } from '../form-errors';
import { nationalStatuses, prescriptionKinds } from '../national-prescription';
import { ref } from '../refs';
import type { StockUnit } from '../stock';
import { prescriptionSupplies } from '../stock-settle';
import { days, quantity } from '../validation';
import { clinicDay } from './appointments';
import { choiceError } from './catalog';
import { endpoint } from './endpoint';
import { name, optionalText } from './fields';
import { codedDiagnosis, diagnosesInput } from './icd10';
import { idParams, pageOf, pagingShape } from './paging';
import { itemBase, resourceContract } from './resources';

// The prescription of a visit (POST /prescriptions, GET /clinic-appointments/{id}/prescription), the stock hint
// while prescribing (POST /medicines/check-stock-quantity) and prescription templates (screen 25). Prices are
// the server's (the medicine library's price when prescribed); out of stock is a warning here and an error only
// when the medicines are dispensed.

/** Units taken at one time of day: 0 (none then) to 100, halves allowed. */
const dose = quantity(100, { zero: true, fractional: true }).default(0);

/** One line: a medicine, how many units, and how to take it (doses per time of day, for how many days). */
export const prescriptionLineInput = z.object({
  medicineId: ref('medicine'),
  quantity: quantity(MAX_PRESCRIBED_QUANTITY),
  unit: z.enum(medicineUnits, { error: choiceError }),
  morning: dose,
  noon: dose,
  afternoon: dose,
  evening: dose,
  days: days(365).nullish(),
  route: z.enum(doseRoutes, { error: choiceError }).default(DoseRoute.Oral),
  food: z.enum(doseFoods, { error: choiceError }).default(DoseFood.Any),
  /** The doctor's free-text note ("Ghi chú") beside the dose; the usage line itself is generated from the dose. */
  note: optionalText(500),
  /**
   * What the till does with the line (dispense by default). A dispensed line asking for more than the usable stock
   * is refused (prescriptionStockShort) until the doctor reduces it, replaces it, or marks it outside or written.
   */
  supply: z.enum(prescriptionSupplies, { error: choiceError }).default('dispense'),
});

/** 1..20 lines, each medicine once (a repeat is named at its own line: 'items.3.medicineId'). */
const linesOf = <L extends z.ZodType<{ medicineId: number }>>(line: L) =>
  z
    .array(line)
    .min(1, formErrorIds.minItems)
    .max(MAX_PRESCRIPTION_ITEMS, formErrorIds.maxItems)
    .superRefine((items, ctx) => {
      for (const i of repeatedIndexes(items, (item) => String(item.medicineId)))
        ctx.addIssue({ code: 'custom', message: formErrorIds.duplicate, path: [i, 'medicineId'] });
    });
const prescriptionLines = linesOf(prescriptionLineInput);
/** A template's lines: what the till does with a line is decided against the stock of the day, not kept. */
const templateLines = linesOf(prescriptionLineInput.omit({ supply: true }));

export const prescriptionInput = z.object({
  appointmentId: ref('appointment'),
  /** ICD-10 diagnoses; `diagnosis` is the free text beside them. */
  diagnoses: diagnosesInput,
  diagnosis: optionalText(4000),
  advice: optionalText(4000),
  /** The re-examination date; before today is 'invalid re-examination date'. */
  reExamDate: clinicDay.nullish(),
  items: prescriptionLines,
});

const doseView = {
  medicineId: z.number(),
  /** The medicine's name in the library. */
  name: z.string(),
  quantity: z.number(),
  unit: z.string() as unknown as z.ZodType<StockUnit, string>,
  morning: z.number(),
  noon: z.number(),
  afternoon: z.number(),
  evening: z.number(),
  days: z.number().nullable(),
  route: z.enum(doseRoutes),
  food: z.enum(doseFoods),
  /** What one dose amount counts, and how many of it one `unit` holds; null: the dose counts `unit` itself. */
  doseUnit: (z.string() as unknown as z.ZodType<StockUnit, string>).nullable(),
  unitsPerPack: z.number().nullable(),
  /** The usage line generated from the dose (doseUsageText), in Vietnamese as the prescription prints it. */
  usage: z.string(),
  /** The doctor's free-text note beside it. */
  note: z.string().nullable(),
};

export const prescriptionLine = z.object({
  id: z.number(),
  ...doseView,
  /** The unit price when prescribed (whole VND) and price × quantity. */
  price: z.number(),
  total: z.number(),
  supply: z.enum(prescriptionSupplies),
  /** The units the cashier reduced the line to (the rest bought outside); null: as prescribed. */
  dispensedQuantity: z.number().nullable(),
});

/** Where the prescription stands with the national e-prescription system. */
export const nationalState = z.object({
  /** '406180001935-c'; null until the clinic has a facility code. */
  code: z.string().nullable(),
  kind: z.enum(prescriptionKinds),
  /** Null: not queued yet (it is on finish exam or "send"). */
  status: z.enum(nationalStatuses).nullable(),
  /** The national system's id once sent. */
  nationalId: z.string().nullable(),
  /** Why the last send was refused or failed; a message starting 'national.' is one of ours, translated. */
  errors: z.array(z.object({ field: z.string().optional(), message: z.string() })),
  /** Tries of the current send. */
  attempts: z.number(),
  queuedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});

export const prescriptionItem = z.object({
  id: z.number(),
  appointmentId: z.number(),
  clinicPatientId: z.number(),
  diagnoses: z.array(codedDiagnosis),
  diagnosis: z.string().nullable(),
  advice: z.string().nullable(),
  reExamDate: z.string().nullable(),
  items: z.array(prescriptionLine),
  /** The sum of the lines (whole VND), computed by the server. */
  total: z.number(),
  /** Paid prescriptions are no longer replaced. */
  paid: z.boolean(),
  createdBy: z.number().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The national code ('406180001935-c') and where the send stands, flat beside `national` (= its code and status). */
  nationalCode: z.string().nullable(),
  nationalStatus: z.enum(nationalStatuses).nullable(),
  /** The whole national state: the national id, the reasons of a refusal, the tries. */
  national: nationalState,
});

/** POST /medicines/check-stock-quantity: up to 20 medicines and the quantity wanted of each. */
export const stockCheckInput = z.object({
  items: z
    .array(
      z.object({
        medicineId: ref('medicine'),
        quantity: quantity(MAX_PRESCRIBED_QUANTITY),
      }),
    )
    .min(1, formErrorIds.minItems)
    .max(MAX_PRESCRIPTION_ITEMS, formErrorIds.maxItems),
});

export const stockCheckItem = z.object({
  medicineId: z.number(),
  quantity: z.number(),
  /** Units in lots that have not expired (0 until the stock issue fills lots). */
  onHand: z.number(),
  enough: z.boolean(),
});

export const prescriptionsContract = {
  /** Saves the visit's prescription, replacing the one before until it is paid. */
  save: endpoint({
    method: 'POST',
    url: '/prescriptions',
    body: prescriptionInput,
    response: prescriptionItem,
  }),
  get: endpoint({
    method: 'GET',
    url: '/clinic-appointments/:id/prescription',
    params: idParams,
    response: prescriptionItem.nullable(),
  }),
  checkStock: endpoint({
    method: 'POST',
    url: '/medicines/check-stock-quantity',
    body: stockCheckInput,
    response: z.array(stockCheckItem),
  }),
  /**
   * Queues the prescription (by its id) for the national system now, or again after a refusal or failure; a
   * prescription already sent is sent again only when changed since. Answers its national state.
   */
  nationalSend: endpoint({
    method: 'POST',
    url: '/prescriptions/:id/national-send',
    params: idParams,
    response: nationalState,
  }),
  /** The national prescription list: newest queued first, by status, date and patient. */
  nationalList: endpoint({
    method: 'GET',
    url: '/national-prescriptions',
    query: z.object({
      status: z.enum(nationalStatuses).optional(),
      from: clinicDay.optional(),
      to: clinicDay.optional(),
      /** The patient's name, code or phone (accents aside), or a national code. */
      keyword: z.string().trim().max(200, formErrorIds.maxLength).optional(),
      ...pagingShape,
    }),
    response: pageOf(
      z.object({
        prescriptionId: z.number(),
        appointmentId: z.number(),
        appointmentCode: z.string(),
        patientName: z.string(),
        patientCode: z.string(),
        doctorName: z.string().nullable(),
        createdAt: z.string(),
        national: nationalState,
      }),
    ),
  }),
};

// ── prescription templates (screen 25) ──────────────────────────────────────────────────────────────────

export const prescriptionTemplateInput = z.object({
  name,
  diagnosis: optionalText(4000),
  advice: optionalText(4000),
  items: templateLines,
});

export const prescriptionTemplateItem = z.object({
  ...itemBase,
  name: z.string(),
  diagnosis: z.string().nullable(),
  advice: z.string().nullable(),
  /** `enabled`: the medicine is still enabled in the library (a disabled one is flagged when applied). */
  items: z.array(
    z.object({
      ...doseView,
      enabled: z.boolean(),
      /** The library's price now (whole VND): what an editor estimates with; the prescription is priced on save. */
      price: z.number(),
    }),
  ),
});

export const prescriptionTemplatesContract = resourceContract('prescription-templates', {
  input: prescriptionTemplateInput,
  item: prescriptionTemplateItem,
  sortKeys: ['name', 'createdAt'],
});

export type PrescriptionInput = z.input<typeof prescriptionInput>;
export type PrescriptionItem = z.output<typeof prescriptionItem>;
export type NationalState = z.output<typeof nationalState>;
export type NationalPrescriptionRow = z.output<
  typeof prescriptionsContract.nationalList.response
>['pageData'][number];
export type StockCheckInput = z.input<typeof stockCheckInput>;
export type StockCheckItem = z.output<typeof stockCheckItem>;
