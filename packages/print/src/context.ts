import type { Language, PaperSize, PrintKind } from '@clinic/domain';
import type { PrintData, PrintPatient } from '@clinic/domain/contracts';
import { type PrintLabels, printLabels } from '@clinic/i18n/print';

/** The root class every rendered document has (its styles come from print.css, never inline: the CSP). */
export const PRINT_ROOT_CLASS = 'clinic-print';

/** `clinic-print clinic-print--a5 clinic-print--prescription`: the paper size and the document pick the styles. */
export function rootClass(paper: PaperSize, document: PrintKind | 'kioskTicket'): string {
  return `${PRINT_ROOT_CLASS} ${PRINT_ROOT_CLASS}--${paper.toLowerCase()} ${PRINT_ROOT_CLASS}--${document}`;
}

// The QR images are made by qrDataUrl() (a PNG as a base64 data: URL); anything else (a URL that would be
// fetched, an SVG that could carry script) is dropped rather than put in an <img src>.
const pngDataUrl = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export function safeQrDataUrl(value: string | null | undefined): string | null {
  return value && pngDataUrl.test(value) ? value : null;
}

/** Fills a label's `{{name}}` placeholders (the same syntax as the i18n messages). The result is escaped later. */
export function fillLabel(label: string, params: Record<string, string | number>): string {
  return label.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** 'Ngày 26 tháng 11 năm 2026' from a text starting with DD/MM/YYYY; the blank form to fill by hand otherwise. */
export function dateLine(labels: PrintLabels, text: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text.trim());
  if (!match) return labels.common.dateLineBlank;
  const [, day = '', month = '', year = ''] = match;
  return fillLabel(labels.common.dateLine, { day, month, year });
}

/** What the templates show that is derived from the data, computed here so the templates need no logic. */
export interface PrintView {
  patient: { ageText: string; birthLabel: string };
  orderNumberText: string;
  dateLine: string;
  reExamLine: string;
  /** "Số CCHN: …" under the prescribing doctor's signature; '' without a number. */
  certificateLine: string;
  printedLine: string;
}

function patientView(labels: PrintLabels, patient: PrintPatient | null): PrintView['patient'] {
  if (!patient) return { ageText: '', birthLabel: labels.common.birthday };
  return {
    ageText: patient.age === null ? '' : String(patient.age),
    // Often only the birth year is known: then the line says 'Năm sinh', as paper forms do.
    birthLabel: /^\d{4}$/.test(patient.birthdayText) ? labels.common.birthYear : labels.common.birthday,
  };
}

/** The date the document's signature line names. */
function documentDate(data: PrintData): string {
  switch (data.kind) {
    case 'invoice':
      return data.invoice.createdAtText;
    case 'prescription':
      return data.dateText;
    case 'checkInSheet':
      return data.checkedInAtText;
    case 'resultSheet':
      return data.visit.dateText;
    case 'appointment':
      return data.printedAtText;
  }
}

export function viewOf(data: PrintData, labels: PrintLabels): PrintView {
  const orderNumber = 'visit' in data ? data.visit.orderNumber : null;
  return {
    patient: patientView(labels, data.patient),
    orderNumberText: orderNumber === null ? '' : String(orderNumber),
    dateLine: dateLine(labels, documentDate(data)),
    reExamLine:
      data.kind === 'prescription' && data.reExamDateText !== ''
        ? fillLabel(labels.prescription.reExam, { date: data.reExamDateText })
        : '',
    // Circular 26/2025's prescription carries the doctor's practising-certificate number under the signature.
    certificateLine:
      data.kind === 'prescription' && data.doctorCertificate !== ''
        ? `${labels.prescription.certificate}: ${data.doctorCertificate}`
        : '',
    printedLine: fillLabel(labels.common.printedAt, { time: data.printedAtText, name: data.printedByName }),
  };
}

export function labelsFor(lang: Language): PrintLabels {
  return printLabels(lang);
}
