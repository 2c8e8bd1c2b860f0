import { z } from 'zod';
import { PrintKind } from '../print';
import { ref } from '../refs';
import { idParam } from '../validation';
import { bytesResponse, endpoint } from './endpoint';

// /print (docs/product.md#printing): the data of each printable document (one shape for the built-in
// handlebars templates and the clinic's .docx templates), the clinic's .docx filled and turned into a PDF, the
// conversion service itself, and the templates set in general settings. Every `…Text` field is ready to print.

const text = z.string();
const maybe = z.string().nullable();

/** The clinic's letterhead. */
export const printClinic = z.object({ name: text, address: maybe, phone: maybe, email: maybe });

export const printPatient = z.object({
  code: text,
  fullName: text,
  genderText: text,
  /** DD/MM/YYYY, or the year alone when only it is known; '' when unknown. */
  birthdayText: text,
  /** Whole years on the document's date; null when the birth year is unknown. */
  age: z.number().nullable(),
  phone: text,
  address: text,
  /** The citizen identity number; '' when not known. */
  citizenId: text,
  /**
   * For a child under 72 months on the document's date (needsGuardian): the parent's or guardian's name and
   * citizen number ("Trần Văn Nam · CCCD 079088009999"); else ''.
   */
  guardianText: text,
});

/** The visit (appointment) a document belongs to. */
export const printVisit = z.object({
  code: text,
  dateText: text,
  timeText: text,
  orderNumber: z.number().nullable(),
  doctorName: text,
  specialtyName: text,
  locationName: text,
  locationAddress: text,
});

const printed = {
  clinic: printClinic,
  /** When and by whom it was printed (DD/MM/YYYY HH:mm in the clinic's zone). */
  printedAtText: text,
  printedByName: text,
};

export const invoicePrint = z.object({
  kind: z.literal(PrintKind.Invoice),
  ...printed,
  /** Null for a walk-in sale to no registered patient. */
  patient: printPatient.nullable(),
  invoice: z.object({
    code: text,
    createdAtText: text,
    paid: z.boolean(),
    cancelled: z.boolean(),
    statusText: text,
    paidAtText: text,
    paymentMethodText: text,
    cashierName: text,
    subtotal: z.number(),
    subtotalText: text,
    discountText: text,
    total: z.number(),
    totalText: text,
    /** The total in Vietnamese words, as Vietnamese invoices write it ('Một trăm nghìn đồng'). */
    totalInWords: text,
    amountReceivedText: text,
    changeText: text,
    note: text,
  }),
  items: z.array(
    z.object({
      index: z.number(),
      name: text,
      quantity: z.number(),
      unitText: text,
      unitPriceText: text,
      discountText: text,
      totalText: text,
    }),
  ),
  /**
   * The e-invoice issued for it: the provider's number, the code the buyer looks it up with, and where; null until
   * one is issued.
   */
  eInvoice: z.object({ number: text, lookupCode: text, lookupUrl: text }).nullable(),
  /** The VietQR transfer for an unpaid invoice when the clinic set its bank account; else null. */
  transfer: z
    .object({
      /** The EMV payload the QR code encodes (the staff app draws it; a .docx prints the account instead). */
      qrPayload: text,
      bankName: text,
      accountNumber: text,
      accountName: text,
      content: text,
    })
    .nullable(),
});

export const prescriptionPrint = z.object({
  kind: z.literal(PrintKind.Prescription),
  ...printed,
  patient: printPatient,
  visit: printVisit,
  /** 'J02 - Viêm họng cấp; I10 - …': the ICD-10 diagnoses; '' without. */
  diagnosisCodesText: text,
  /** The free text beside the codes. */
  diagnosis: text,
  advice: text,
  /** The national e-prescription code ('406180001935-c'), shown with its QR; '' before the clinic has one. */
  nationalCode: text,
  /** The doctor's practising-certificate number; '' when not recorded. */
  doctorCertificate: text,
  /** '' without a re-examination date. */
  reExamDateText: text,
  doctorName: text,
  /** The prescription's date. */
  dateText: text,
  items: z.array(
    z.object({
      index: z.number(),
      name: text,
      quantity: z.number(),
      unitText: text,
      /** 'Sáng 1 · Trưa 1 · Tối 1': the doses per time of day that are not 0. */
      doseText: text,
      morning: z.number(),
      noon: z.number(),
      afternoon: z.number(),
      evening: z.number(),
      /** '' when not given. */
      days: z.union([z.number(), z.literal('')]),
      /** The usage line generated from the dose ('Uống sau ăn. Sáng 1 viên, chiều 1 viên. Dùng 5 ngày.'). */
      usage: text,
      /** The doctor's free-text note beside it; '' when none. */
      note: text,
      /** '10 viên = 1 vỉ' when the dose counts a smaller unit than is handed over; '' otherwise. */
      conversionText: text,
    }),
  ),
});

export const appointmentPrint = z.object({
  kind: z.literal(PrintKind.Appointment),
  ...printed,
  patient: printPatient,
  visit: printVisit,
  /** The appointment's booking code, printed and encoded in the QR the kiosk scans. */
  bookingCode: text,
  /** What the kiosk's scanner reads (the booking token), drawn as a QR by the staff app. */
  qrPayload: text,
  statusText: text,
  note: text,
});

const labelledField = z.object({ label: text, value: text });

export const checkInSheetPrint = z.object({
  kind: z.literal(PrintKind.CheckInSheet),
  ...printed,
  patient: printPatient,
  visit: printVisit,
  formName: text,
  checkedInAtText: text,
  /** The form's fields in order, each with its value as text ('' when not filled). */
  fields: z.array(labelledField),
});

export const resultSheetPrint = z.object({
  kind: z.literal(PrintKind.ResultSheet),
  ...printed,
  patient: printPatient,
  visit: printVisit,
  /** '' for a visit-wide sheet. */
  serviceName: text,
  formName: text,
  /** 'J02.9 - Viêm họng cấp, không đặc hiệu; …': the ICD-10 diagnoses; '' without. */
  diagnosisCodesText: text,
  diagnosis: text,
  conclusion: text,
  nextAppointmentDateText: text,
  /** Who wrote the sheet. */
  doctorName: text,
  fields: z.array(labelledField),
});

export const printData = z.discriminatedUnion('kind', [
  invoicePrint,
  prescriptionPrint,
  appointmentPrint,
  checkInSheetPrint,
  resultSheetPrint,
]);

const printKind = z.enum(PrintKind);
/**
 * Which record `id` names per kind: invoice → the invoice; prescription, appointment, checkInSheet → the
 * appointment (a visit has one of each); resultSheet → the result sheet (service sheet).
 */
export const printParams = z.object({ kind: printKind, id: idParam });
export const printKindParams = z.object({ kind: printKind });

/** A clinic's .docx template of one kind, or null while it prints the built-in one. */
export const printTemplateItem = z.object({
  kind: printKind,
  template: z
    .object({
      physicalFileId: z.number(),
      name: z.string(),
      size: z.number(),
      updatedAt: z.string(),
      updatedByName: z.string().nullable(),
    })
    .nullable(),
});

export const printTemplates = z.object({
  /** Whether this server can turn .docx into PDF (LibreOffice installed); without it only built-in templates print. */
  pdfAvailable: z.boolean(),
  items: z.array(printTemplateItem),
});

/** Null removes the clinic's template (the built-in one prints again). */
export const setPrintTemplateInput = z.object({ physicalFileId: ref('file').nullable() });

/** A template to try with demo data: the one just uploaded (not yet set), else the kind's current one. */
export const previewPrintTemplateInput = z.object({ physicalFileId: ref('file').nullish() });

export const printContract = {
  data: endpoint({ method: 'GET', url: '/print/:kind/:id/data', params: printParams, response: printData }),
  /** The clinic's .docx of this kind filled with the document and converted (cached until the document changes). */
  pdf: endpoint({
    method: 'POST',
    url: '/print/:kind/:id',
    params: printParams,
    response: bytesResponse('application/pdf'),
  }),
  /** Multipart: one `file` part, a .docx (≤ 5 MB); answers its PDF. */
  convertToPdf: endpoint({
    method: 'POST',
    url: '/print/convert-to-pdf',
    response: bytesResponse('application/pdf'),
  }),
  templates: endpoint({ method: 'GET', url: '/print/templates', response: printTemplates }),
  setTemplate: endpoint({
    method: 'PUT',
    url: '/print/templates/:kind',
    params: printKindParams,
    body: setPrintTemplateInput,
    response: printTemplateItem,
  }),
  previewTemplate: endpoint({
    method: 'POST',
    url: '/print/templates/:kind/preview',
    params: printKindParams,
    body: previewPrintTemplateInput,
    response: bytesResponse('application/pdf'),
  }),
};

export type PrintClinic = z.output<typeof printClinic>;
export type PrintPatient = z.output<typeof printPatient>;
export type PrintVisit = z.output<typeof printVisit>;
export type InvoicePrint = z.output<typeof invoicePrint>;
export type PrescriptionPrint = z.output<typeof prescriptionPrint>;
export type AppointmentPrint = z.output<typeof appointmentPrint>;
export type CheckInSheetPrint = z.output<typeof checkInSheetPrint>;
export type ResultSheetPrint = z.output<typeof resultSheetPrint>;
export type PrintData = z.output<typeof printData>;
export type PrintDataOf<K extends PrintKind> = Extract<PrintData, { kind: K }>;
export type PrintTemplateItem = z.output<typeof printTemplateItem>;
export type PrintTemplates = z.output<typeof printTemplates>;
export type SetPrintTemplateRequest = z.input<typeof setPrintTemplateInput>;
