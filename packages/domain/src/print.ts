import type { ValueOf } from './util';

// Printing (docs/product.md#printing). Every printable document has one data shape (contracts/print.ts),
// built by the server: the staff app fills its built-in handlebars template with it, and the server fills a
// clinic's own .docx template with the very same object (docxtemplater: `{patient.fullName}`,
// `{#items}…{/items}`). Values a template shows are given ready to print (`…Text`: dates DD/MM/YYYY, amounts
// '150.000 ₫', labels in the request's language), because a .docx template has no helpers.

/** The documents a clinic may print, and give its own .docx template for. */
export const PrintKind = {
  Invoice: 'invoice',
  Prescription: 'prescription',
  /** The appointment slip: booking code and the QR the kiosk scans. */
  Appointment: 'appointment',
  CheckInSheet: 'checkInSheet',
  ResultSheet: 'resultSheet',
} as const;
export type PrintKind = ValueOf<typeof PrintKind>;
export const printKinds = Object.values(PrintKind) as readonly PrintKind[];

/** The paper sizes the built-in templates are laid out for. */
export const PaperSize = { A4: 'A4', A5: 'A5', Receipt80: '80mm' } as const;
export type PaperSize = ValueOf<typeof PaperSize>;
export const paperSizes = Object.values(PaperSize) as readonly PaperSize[];

/** What each document prints on unless the user picks another size (remembered per device: PRINT_STORAGE_KEY). */
export const defaultPaperSize: Record<PrintKind | 'kioskTicket', PaperSize> = {
  invoice: PaperSize.A5,
  prescription: PaperSize.A5,
  appointment: PaperSize.Receipt80,
  checkInSheet: PaperSize.A5,
  resultSheet: PaperSize.A4,
  kioskTicket: PaperSize.Receipt80,
};

/**
 * The @page rule of each size. react-to-print writes it into an inline <style> of its print frame, which the CSP
 * (style-src 'self', no 'unsafe-inline') allows by this exact text's SHA-256 (apps/api/src/platform/csp.ts):
 * never build these strings at run time.
 */
export const PRINT_PAGE_STYLES: Record<PaperSize, string> = {
  A4: '@page { size: A4 portrait; margin: 12mm } html, body { margin: 0; padding: 0 }',
  A5: '@page { size: A5 portrait; margin: 8mm } html, body { margin: 0; padding: 0 }',
  '80mm': '@page { size: 80mm auto; margin: 0 } html, body { margin: 0; padding: 0 }',
};

/** Local storage key of the print data: the paper size chosen per document kind. */
export const PRINT_STORAGE_KEY = 'clinic.print';

/** A docx placeholder the settings screen documents: `{path}`, or a loop `{#path}…{/path}` with its fields. */
export interface PrintPlaceholder {
  readonly path: string;
  /** Set on a loop: the fields each item has (written `{field}` between `{#path}` and `{/path}`). */
  readonly fields?: readonly string[];
}

const clinicFields = ['clinic.name', 'clinic.address', 'clinic.phone', 'clinic.email'];
const patientFields = [
  'patient.code',
  'patient.fullName',
  'patient.genderText',
  'patient.birthdayText',
  'patient.age',
  'patient.phone',
  'patient.address',
  'patient.citizenId',
  'patient.guardianText',
];
const visitFields = [
  'visit.code',
  'visit.dateText',
  'visit.timeText',
  'visit.orderNumber',
  'visit.doctorName',
  'visit.specialtyName',
  'visit.locationName',
  'visit.locationAddress',
];
const printedFields = ['printedAtText', 'printedByName'];
const one = (paths: readonly string[]): PrintPlaceholder[] => paths.map((path) => ({ path }));

/**
 * The placeholders each document offers, in the order the settings screen lists them. Every path is a field of
 * the kind's data shape (contracts/print.ts); a test fills a template with all of them from the demo data.
 */
export const printPlaceholders: Record<PrintKind, readonly PrintPlaceholder[]> = {
  invoice: [
    ...one(clinicFields),
    ...one(patientFields),
    ...one([
      'invoice.code',
      'invoice.createdAtText',
      'invoice.statusText',
      'invoice.paidAtText',
      'invoice.paymentMethodText',
      'invoice.cashierName',
      'invoice.subtotalText',
      'invoice.discountText',
      'invoice.totalText',
      'invoice.totalInWords',
      'invoice.amountReceivedText',
      'invoice.changeText',
      'invoice.note',
    ]),
    {
      path: 'items',
      fields: ['index', 'name', 'quantity', 'unitText', 'unitPriceText', 'discountText', 'totalText'],
    },
    ...one(['transfer.bankName', 'transfer.accountNumber', 'transfer.accountName', 'transfer.content']),
    ...one(['eInvoice.number', 'eInvoice.lookupCode', 'eInvoice.lookupUrl']),
    ...one(printedFields),
  ],
  prescription: [
    ...one(clinicFields),
    ...one(patientFields),
    ...one(visitFields),
    ...one(['diagnosis', 'advice', 'reExamDateText', 'doctorName', 'dateText']),
    {
      path: 'items',
      fields: [
        'index',
        'name',
        'quantity',
        'unitText',
        'doseText',
        'days',
        'usage',
        'note',
        'conversionText',
      ],
    },
    ...one(printedFields),
  ],
  appointment: [
    ...one(clinicFields),
    ...one(patientFields),
    ...one(visitFields),
    ...one(['bookingCode', 'statusText', 'note']),
    ...one(printedFields),
  ],
  checkInSheet: [
    ...one(clinicFields),
    ...one(patientFields),
    ...one(visitFields),
    ...one(['formName', 'checkedInAtText']),
    { path: 'fields', fields: ['label', 'value'] },
    ...one(printedFields),
  ],
  resultSheet: [
    ...one(clinicFields),
    ...one(patientFields),
    ...one(visitFields),
    ...one(['serviceName', 'formName', 'diagnosis', 'conclusion', 'nextAppointmentDateText', 'doctorName']),
    { path: 'fields', fields: ['label', 'value'] },
    ...one(printedFields),
  ],
};
