import { z } from 'zod';
import { repeatedIndexes } from '../catalog';
import { MAX_ORDERED_SERVICES, MAX_SERVICE_QUANTITY, MAX_VISIT_PACKAGES, taskLanes } from '../examination';
import { formErrorIds } from '../form-errors';
import { propertyValueEntry } from '../property-values';
import { filterId, ref } from '../refs';
import { idParam, quantity } from '../validation';
import { appointmentPatient } from './appointment-shapes';
import { clinicDay } from './appointments';
import { endpoint } from './endpoint';
import { optionalText } from './fields';
import { codedDiagnosis, diagnosesInput } from './icd10';
import { purchasedPackage } from './packages';
import { idParams } from './paging';

// What the doctor orders for a visit (GET, PUT /clinic-appointments/{id}/services, GET {id}/packages), the
// service-order board (task lanes Todo → Doing → Done) and the result sheets (POST /service-sheets, GET
// {id}/service-sheets). Rules: packages/domain/src/examination.ts.

const laneEnum = z.enum(taskLanes, { error: formErrorIds.invalidValue });

export const orderedServiceInput = z.object({
  serviceId: ref('service'),
  quantity: quantity(MAX_SERVICE_QUANTITY).default(1),
  /** A line of a package the patient bought that pays for this service (one use; quantity must be 1). */
  purchasedPackageItemId: ref('purchasedPackageItem').nullish(),
});

/**
 * PUT /clinic-appointments/{id}/services: the visit's whole order list, replacing the one before in one
 * transaction. Each service once; `packages` are the packages sold in this visit (put in the patient's cart).
 */
export const appointmentServicesInput = z
  .object({
    services: z.array(orderedServiceInput).max(MAX_ORDERED_SERVICES, formErrorIds.maxItems),
    packages: z
      .array(z.object({ packageId: ref('package') }))
      .max(MAX_VISIT_PACKAGES, formErrorIds.maxItems)
      .default([]),
  })
  .superRefine((value, ctx) => {
    for (const i of repeatedIndexes(value.services, (s) => String(s.serviceId)))
      ctx.addIssue({ code: 'custom', message: formErrorIds.duplicate, path: ['services', i, 'serviceId'] });
    for (const i of repeatedIndexes(value.packages, (p) => String(p.packageId)))
      ctx.addIssue({ code: 'custom', message: formErrorIds.duplicate, path: ['packages', i, 'packageId'] });
  });

/** One ordered service as answered: what, how many, its price (whole VND, server-computed) and its lane. */
export const serviceOrderItem = z.object({
  id: z.number(),
  appointmentId: z.number(),
  serviceId: z.number(),
  code: z.string(),
  name: z.string(),
  quantity: z.number(),
  /** The unit price charged: the catalog price when ordered, 0 when a bought package pays it. */
  price: z.number(),
  /** price × quantity. */
  total: z.number(),
  purchasedPackageItemId: z.number().nullable(),
  /** The name of the bought package that pays it, if one does. */
  packageName: z.string().nullable(),
  lane: laneEnum,
  /** Whether billing has been paid for it (then it is never removed). */
  paid: z.boolean(),
  /** The result-sheet forms the service is examined with (screen 18's forms), in order. */
  forms: z.array(z.object({ id: z.number(), name: z.string() })),
  orderedBy: z.number().nullable(),
  startedBy: z.number().nullable(),
  startedAt: z.string().nullable(),
  doneBy: z.number().nullable(),
  doneByName: z.string().nullable(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const appointmentServices = z.object({
  services: z.array(serviceOrderItem),
  /** The packages sold in this visit (cart lines until billing marks them paid). */
  packages: z.array(purchasedPackage),
});

/** A card of the service-order board: the order with its visit's patient, doctor, place and number. */
export const serviceOrderCard = serviceOrderItem.extend({
  appointmentStatus: z.number(),
  orderNumber: z.number().nullable(),
  patient: appointmentPatient,
  doctorId: z.number(),
  doctorName: z.string(),
  locationId: z.number(),
});

/** GET /service-orders/board: one clinic day's cards (today by default), narrowed by place, doctor and service. */
/** A query string carries ids as text. */
const queryFilterId = (kind: 'location' | 'doctor' | 'service') => filterId(kind, idParam).optional();

export const serviceOrderBoardQuery = z.object({
  date: clinicDay.optional(),
  locationId: queryFilterId('location'),
  doctorId: queryFilterId('doctor'),
  serviceId: queryFilterId('service'),
});

export const serviceOrderLaneParams = idParams;
export const serviceOrderLaneBody = z.object({ lane: laneEnum });

export const serviceOrdersContract = {
  services: endpoint({
    method: 'GET',
    url: '/clinic-appointments/:id/services',
    params: idParams,
    response: z.array(serviceOrderItem),
  }),
  saveServices: endpoint({
    method: 'PUT',
    url: '/clinic-appointments/:id/services',
    params: idParams,
    body: appointmentServicesInput,
    response: appointmentServices,
  }),
  packages: endpoint({
    method: 'GET',
    url: '/clinic-appointments/:id/packages',
    params: idParams,
    response: z.array(purchasedPackage),
  }),
  board: endpoint({
    method: 'GET',
    url: '/service-orders/board',
    query: serviceOrderBoardQuery,
    response: z.array(serviceOrderCard),
  }),
  /** Moves one card to another lane (canMoveLane); who and when are recorded. */
  moveLane: endpoint({
    method: 'PUT',
    url: '/service-orders/:id/lane',
    params: serviceOrderLaneParams,
    body: serviceOrderLaneBody,
    response: serviceOrderCard,
  }),
};

// ── result sheets ───────────────────────────────────────────────────────────────────────────────────────

/**
 * POST /service-sheets: a result sheet (form owner kind ServiceSheet) of a visit, for one ordered service or the
 * visit as a whole. The fixed keys are fields of their own; saving the same (visit, order, form) again replaces it
 * until the visit is Finished. A next appointment date before today is 'invalid re-examination date'.
 */
export const serviceSheetInput = z.object({
  appointmentId: ref('appointment'),
  serviceOrderId: ref('serviceOrder').nullish(),
  formId: ref('form'),
  properties: z.array(propertyValueEntry).max(200, formErrorIds.maxItems).default([]),
  /** ICD-10 diagnoses; `diagnosis` is the free text beside them. */
  diagnoses: diagnosesInput,
  diagnosis: optionalText(4000),
  conclusion: optionalText(4000),
  nextAppointmentDate: clinicDay.nullish(),
});

export const serviceSheetItem = z.object({
  id: z.number(),
  appointmentId: z.number(),
  serviceOrderId: z.number().nullable(),
  /** The ordered service's name, when the sheet is for one. */
  serviceName: z.string().nullable(),
  formId: z.number(),
  formName: z.string(),
  properties: z.array(
    z.object({ propertyId: z.number(), value: z.union([z.string(), z.array(z.number())]) }),
  ),
  /** The ICD-10 diagnoses picked, each with its Vietnamese name as stored. */
  diagnoses: z.array(codedDiagnosis),
  diagnosis: z.string().nullable(),
  conclusion: z.string().nullable(),
  nextAppointmentDate: z.string().nullable(),
  createdBy: z.number().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const serviceSheetsContract = {
  save: endpoint({
    method: 'POST',
    url: '/service-sheets',
    body: serviceSheetInput,
    response: serviceSheetItem,
  }),
  list: endpoint({
    method: 'GET',
    url: '/clinic-appointments/:id/service-sheets',
    params: idParams,
    response: z.array(serviceSheetItem),
  }),
};

export type AppointmentServicesInput = z.input<typeof appointmentServicesInput>;
export type AppointmentServices = z.output<typeof appointmentServices>;
export type ServiceOrderItem = z.output<typeof serviceOrderItem>;
export type ServiceOrderCard = z.output<typeof serviceOrderCard>;
export type ServiceOrderBoardQuery = z.input<typeof serviceOrderBoardQuery>;
export type ServiceSheetInput = z.input<typeof serviceSheetInput>;
export type ServiceSheetItem = z.output<typeof serviceSheetItem>;
