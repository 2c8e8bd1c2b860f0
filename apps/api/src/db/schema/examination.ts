import type { CodedDiagnosis, DoseFood, DoseRoute, NationalStatus, PrescriptionKind } from '@clinic/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { medicines, services } from './catalog.js';
import { tenantColumns, tenantReference, timestamps } from './columns.js';
import { purchasedPackageItems, purchasedPackageUses } from './packages.js';
import { clinicPatients, forms } from './records.js';
import { appointments } from './schedules.js';

// The examination: what the doctor orders for a visit, the result sheets written for it, the prescription, prescription
// templates (screen 25) and lab results (screen 41). Prices are whole VND, copied from the catalog when ordered so a
// later price change does not rewrite a visit (docs/conventions.md#money).

/** A stored form value: `{ propertyId, value }`, as on check-in sheets. */
type FormValue = { propertyId: number; value: string | number[] };

/**
 * A service ordered for an appointment: one card of the service-order board, moving Todo → Doing → Done
 * (TaskLane). A line paid by a purchased package names the bought line and the ledger row of its use.
 */
export const serviceOrders = pgTable(
  'service_orders',
  {
    ...tenantColumns(),
    appointmentId: integer('appointment_id').notNull(),
    serviceId: integer('service_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** The service's price when ordered (whole VND); 0 to pay when a package pays it. */
    price: integer('price').notNull(),
    purchasedPackageItemId: integer('purchased_package_item_id'),
    /** The purchased_package_uses row this order took; given back (a reversing row) when the order is removed. */
    packageUseId: integer('package_use_id'),
    /** A TaskLane: 'todo', 'doing' or 'done'. */
    lane: text('lane').notNull().default('todo'),
    orderedBy: integer('ordered_by'),
    startedBy: integer('started_by'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    doneBy: integer('done_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set by billing when the invoice holding it is paid: a paid order is never removed. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    position: smallint('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('service_orders_clinic_id_id').on(t.clinicId, t.id),
    // A service once per visit: more of it is its quantity.
    unique('service_orders_once').on(t.appointmentId, t.serviceId),
    tenantReference(t.clinicId, t.appointmentId, appointments).onDelete('cascade'),
    tenantReference(t.clinicId, t.serviceId, services),
    tenantReference(t.clinicId, t.purchasedPackageItemId, purchasedPackageItems),
    tenantReference(t.clinicId, t.packageUseId, purchasedPackageUses),
    check('service_orders_quantity', sql`${t.quantity} > 0`),
    index('service_orders_appointment').on(t.appointmentId, t.position),
    index('service_orders_service').on(t.serviceId),
    // The board: today's open cards of the clinic, by lane.
    index('service_orders_board').on(t.clinicId, t.lane, t.createdAt),
  ],
);

/**
 * A result sheet (form owner kind ServiceSheet, 5): a ServiceSheet form's values for a visit, optionally for one
 * ordered service, with the fixed keys as columns. One per (appointment, service order, form): saving again
 * replaces it while the appointment is not Finished.
 */
export const serviceSheets = pgTable(
  'service_sheets',
  {
    ...tenantColumns(),
    appointmentId: integer('appointment_id').notNull(),
    serviceOrderId: integer('service_order_id'),
    formId: integer('form_id').notNull(),
    values: jsonb('values').$type<FormValue[]>().notNull().default(sql`'[]'::jsonb`),
    /** ICD-10 diagnoses picked for the sheet, beside the free-text `diagnosis`. */
    diagnoses: jsonb('diagnoses').$type<CodedDiagnosis[]>().notNull().default(sql`'[]'::jsonb`),
    diagnosis: text('diagnosis'),
    conclusion: text('conclusion'),
    /** The re-examination date the doctor set ('YYYY-MM-DD'), read by the re-examination list. */
    nextAppointmentDate: date('next_appointment_date', { mode: 'string' }),
    createdBy: integer('created_by'),
    ...timestamps(),
  },
  (t) => [
    unique('service_sheets_clinic_id_id').on(t.clinicId, t.id),
    uniqueIndex('service_sheets_once').on(t.appointmentId, sql`coalesce(${t.serviceOrderId}, 0)`, t.formId),
    tenantReference(t.clinicId, t.appointmentId, appointments).onDelete('cascade'),
    tenantReference(t.clinicId, t.serviceOrderId, serviceOrders).onDelete('cascade'),
    tenantReference(t.clinicId, t.formId, forms),
    index('service_sheets_re_exam')
      .on(t.clinicId, t.nextAppointmentDate)
      .where(sql`${t.nextAppointmentDate} is not null`),
  ],
);

/** The prescription of a visit (one per appointment; saving again replaces it until it is paid). */
export const prescriptions = pgTable(
  'prescriptions',
  {
    ...tenantColumns(),
    appointmentId: integer('appointment_id').notNull(),
    clinicPatientId: integer('clinic_patient_id').notNull(),
    /** ICD-10 diagnoses picked for the prescription, beside the free-text `diagnosis`. */
    diagnoses: jsonb('diagnoses').$type<CodedDiagnosis[]>().notNull().default(sql`'[]'::jsonb`),
    diagnosis: text('diagnosis'),
    advice: text('advice'),
    reExamDate: date('re_exam_date', { mode: 'string' }),
    createdBy: integer('created_by'),
    /** Set by billing when the invoice holding it is paid: then it is no longer replaced. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // The national e-prescription system.
    /** From the medicines' kinds (prescriptionKindOf). */
    kind: text('kind').$type<PrescriptionKind>().notNull().default('c'),
    /** '406180001935-c': set on save once the clinic has a facility code, unique per clinic. */
    nationalCode: text('national_code'),
    /** Null until first queued; then a NationalStatus. */
    nationalStatus: text('national_status').$type<NationalStatus>(),
    /** The national system's id of the accepted prescription. */
    nationalId: text('national_id'),
    /** Why the last send was refused or failed: the national system's messages, or ours ('national.…' keys). */
    nationalErrors: jsonb('national_errors').$type<{ field?: string; message: string }[]>(),
    /** Tries of the current send; reset when it is queued again. */
    nationalAttempts: integer('national_attempts').notNull().default(0),
    /** Bumped at each queueing: the send job's key, so a retry is a new job and a stale job does nothing. */
    nationalSendSeq: integer('national_send_seq').notNull().default(0),
    nationalQueuedAt: timestamp('national_queued_at', { withTimezone: true }),
    nationalSentAt: timestamp('national_sent_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique('prescriptions_clinic_id_id').on(t.clinicId, t.id),
    unique('prescriptions_appointment').on(t.appointmentId),
    unique('prescriptions_national_code').on(t.clinicId, t.nationalCode),
    // The national list (newest first, by status).
    index('prescriptions_national')
      .on(t.clinicId, t.nationalQueuedAt, t.id)
      .where(sql`${t.nationalStatus} is not null`),
    tenantReference(t.clinicId, t.appointmentId, appointments).onDelete('cascade'),
    tenantReference(t.clinicId, t.clinicPatientId, clinicPatients),
    index('prescriptions_re_exam').on(t.clinicId, t.reExamDate).where(sql`${t.reExamDate} is not null`),
    index('prescriptions_patient').on(t.clinicId, t.clinicPatientId, t.createdAt),
  ],
);

/** The columns a prescription line and a template line share: a medicine, how much, and how to take it. */
const doseColumns = () => ({
  medicineId: integer('medicine_id').notNull(),
  quantity: integer('quantity').notNull(),
  /** A StockUnit value. */
  unit: text('unit').notNull(),
  morning: real('morning').notNull().default(0),
  noon: real('noon').notNull().default(0),
  afternoon: real('afternoon').notNull().default(0),
  evening: real('evening').notNull().default(0),
  days: integer('days'),
  /** A DoseRoute value: with the food timing, the doses and the days, it makes the usage line (doseUsageText). */
  route: text('route').$type<DoseRoute>().notNull().default('oral'),
  /** A DoseFood value ('any': not said). */
  food: text('food').$type<DoseFood>().notNull().default('any'),
  /**
   * What one dose amount counts (a StockUnit), when the medicine is handed over in a larger `unit`, with
   * `unitsPerPack` of it in one: copied from the library when written, as the price is.
   */
  doseUnit: text('dose_unit'),
  unitsPerPack: integer('units_per_pack'),
  /** The doctor's free-text note beside the dose ("Ghi chú"); never the instruction itself. */
  note: text('usage'),
  position: smallint('position').notNull(),
});

export const prescriptionItems = pgTable(
  'prescription_items',
  {
    ...tenantColumns(),
    prescriptionId: integer('prescription_id').notNull(),
    ...doseColumns(),
    /** The medicine's price when prescribed (whole VND). */
    price: integer('price').notNull(),
    /** A PrescriptionSupply: what the till does with the line (the doctor's choice when the stock was short). */
    supply: text('supply').notNull().default('dispense'),
    /**
     * The units the cashier reduced a dispensed line to when the stock fell short after the exam (the rest the
     * patient buys outside); null: the quantity prescribed.
     */
    dispensedQuantity: integer('dispensed_quantity'),
  },
  (t) => [
    unique('prescription_items_once').on(t.prescriptionId, t.medicineId),
    check('prescription_items_quantity', sql`${t.quantity} > 0`),
    check('prescription_items_supply', sql`${t.supply} in ('dispense', 'reduced', 'outside', 'written')`),
    check(
      'prescription_items_dispensed_quantity',
      sql`${t.dispensedQuantity} is null or (${t.dispensedQuantity} > 0 and ${t.dispensedQuantity} < ${t.quantity})`,
    ),
    tenantReference(t.clinicId, t.prescriptionId, prescriptions).onDelete('cascade'),
    tenantReference(t.clinicId, t.medicineId, medicines),
    index('prescription_items_prescription').on(t.prescriptionId, t.position),
    index('prescription_items_medicine').on(t.medicineId),
  ],
);

export const prescriptionTemplates = pgTable(
  'prescription_templates',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    diagnosis: text('diagnosis'),
    advice: text('advice'),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique('prescription_templates_clinic_id_id').on(t.clinicId, t.id),
    unique('prescription_templates_clinic_name').on(t.clinicId, t.name),
    index('prescription_templates_name_search').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
    index('prescription_templates_by_name').on(t.clinicId, t.name, t.id),
    index('prescription_templates_newest').on(t.clinicId, t.createdAt, t.id),
  ],
);

export const prescriptionTemplateItems = pgTable(
  'prescription_template_items',
  {
    ...tenantColumns(),
    templateId: integer('template_id').notNull(),
    ...doseColumns(),
  },
  (t) => [
    unique('prescription_template_items_once').on(t.templateId, t.medicineId),
    tenantReference(t.clinicId, t.templateId, prescriptionTemplates).onDelete('cascade'),
    tenantReference(t.clinicId, t.medicineId, medicines),
    check('prescription_template_items_quantity', sql`${t.quantity} > 0`),
    index('prescription_template_items_template').on(t.templateId, t.position),
    index('prescription_template_items_medicine').on(t.medicineId),
  ],
);

/** A lab's result for a patient (screen 41), with its files (PDF, JPG, PNG) through the upload flow. */
export const labResults = pgTable(
  'lab_results',
  {
    ...tenantColumns(),
    clinicPatientId: integer('clinic_patient_id').notNull(),
    appointmentId: integer('appointment_id'),
    /** A LabProvider (1, 2 or 3): the laboratories of screen 40. */
    laboratoryId: smallint('laboratory_id').notNull(),
    resultDate: date('result_date', { mode: 'string' }).notNull(),
    note: text('note'),
    fileIds: jsonb('file_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    createdBy: integer('created_by'),
    ...timestamps(),
  },
  (t) => [
    unique('lab_results_clinic_id_id').on(t.clinicId, t.id),
    tenantReference(t.clinicId, t.clinicPatientId, clinicPatients),
    tenantReference(t.clinicId, t.appointmentId, appointments),
    index('lab_results_by_date').on(t.clinicId, t.resultDate, t.id),
    index('lab_results_patient').on(t.clinicId, t.clinicPatientId, t.resultDate),
    index('lab_results_appointment').on(t.appointmentId),
  ],
);
