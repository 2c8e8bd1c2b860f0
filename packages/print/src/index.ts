/// <reference path="./modules.d.ts" />
import type { Language, PaperSize, PrintKind } from '@clinic/domain';
import type { PrintDataOf } from '@clinic/domain/contracts';
import { labelsFor, PRINT_ROOT_CLASS, rootClass, safeQrDataUrl, viewOf } from './context';
import { registerPrintPartials, renderTemplate } from './runtime';
import header from './templates/_header.hbs';
import patient from './templates/_patient.hbs';
import printed from './templates/_printed.hbs';
import signature from './templates/_signature.hbs';
import visit from './templates/_visit.hbs';
import appointment from './templates/appointment.hbs';
import checkInSheet from './templates/checkInSheet.hbs';
import invoice from './templates/invoice.hbs';
import kioskTicket from './templates/kioskTicket.hbs';
import prescription from './templates/prescription.hbs';
import resultSheet from './templates/resultSheet.hbs';
import './print.css';

// The built-in print templates: handlebars, precompiled at build time (the CSP allows no eval, see
// vite-plugin.ts), strict, HTML-escaped, without prototype access. One renderer for the staff app's documents
// and the kiosk's ticket; the labels come from @clinic/i18n's `print` area in the language asked for.

export { PRINT_ROOT_CLASS };

/** What the kiosk ticket prints (the kiosk's check-in answer, KioskTicket of @clinic/api-client/public). */
export interface KioskTicketPrint {
  clinicName: string;
  locationName: string;
  orderNumber: number;
  patientInitials: string;
  doctorName: string;
  room: string;
  time: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  code: string;
  reprint: boolean;
}

export interface RenderOptions {
  paper: PaperSize;
  lang: Language;
  /**
   * A data: URL of the QR image the document shows (invoice transfer, appointment slip), made by qrDataUrl();
   * none: no QR. Anything but a PNG data: URL is ignored.
   */
  qrDataUrl?: string | null;
}

registerPrintPartials({ header, patient, visit, signature, printed });

const documentTemplates: Record<PrintKind, TemplateSpecification> = {
  invoice,
  prescription,
  appointment,
  checkInSheet,
  resultSheet,
};

/**
 * One document as HTML (escaped), ready to put in the print frame. Throws when the data lacks a field a template
 * reads (strict templates: a half-filled prescription is never printed).
 */
export function renderDocument<K extends PrintKind>(
  kind: K,
  data: PrintDataOf<K>,
  options: RenderOptions,
): string {
  const labels = labelsFor(options.lang);
  return renderTemplate(documentTemplates[kind], {
    ...data,
    labels,
    view: viewOf(data, labels),
    rootClass: rootClass(options.paper, kind),
    narrow: options.paper === '80mm',
    qrDataUrl: safeQrDataUrl(options.qrDataUrl),
  });
}

/** '2026-11-23' → '23/11/2026', as the kiosk shows dates in both languages. */
function dayText(date: string): string {
  const [year, month, day] = date.split('-');
  return year && month && day ? `${day}/${month}/${year}` : date;
}

/** The kiosk's 80 mm ticket as HTML: the clinic, the order number in very large type, where and when. */
export function renderKioskTicket(ticket: KioskTicketPrint, options: Omit<RenderOptions, 'paper'>): string {
  const labels = labelsFor(options.lang).kioskTicket;
  return renderTemplate(kioskTicket, {
    ticket,
    labels: labelsFor(options.lang),
    rows: [
      { label: labels.patient, value: ticket.patientInitials },
      { label: labels.doctor, value: ticket.doctorName },
      { label: labels.room, value: ticket.room },
      { label: labels.time, value: ticket.time },
      { label: labels.date, value: dayText(ticket.date) },
      { label: labels.code, value: ticket.code },
    ],
    rootClass: rootClass('80mm', 'kioskTicket'),
    qrDataUrl: safeQrDataUrl(options.qrDataUrl),
  });
}

/** The QR image of a payload as a PNG data: URL (qrcode, loaded when first needed: most prints have none). */
export async function qrDataUrl(payload: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(payload, { errorCorrectionLevel: 'M', margin: 1, width: 256, type: 'image/png' });
}
