import type { Language, PaperSize, PrintKind } from '@clinic/domain';
import type { PrintDataOf } from '@clinic/domain/contracts';

// The built-in print templates (issue Q): handlebars, precompiled at build time (the CSP allows no eval), strict,
// HTML-escaped, without prototype access. One renderer for the staff app's documents and the kiosk's ticket.
// SKELETON: the signatures are the contract; the helper building this package replaces the bodies.

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
  /** A data: URL of the QR image the document shows (invoice transfer, appointment slip); none: no QR. */
  qrDataUrl?: string | null;
}

/** The root class every rendered document has (its styles come from print.css, never inline: the CSP). */
export const PRINT_ROOT_CLASS = 'clinic-print';

/** One document as HTML (escaped), ready to put in the print frame. */
export function renderDocument<K extends PrintKind>(
  kind: K,
  data: PrintDataOf<K>,
  options: RenderOptions,
): string {
  void options;
  return `<div class="${PRINT_ROOT_CLASS}"><pre>${JSON.stringify({ kind, data }).replace(/</g, '&lt;')}</pre></div>`;
}

/** The kiosk's 80 mm ticket as HTML. */
export function renderKioskTicket(ticket: KioskTicketPrint, options: Omit<RenderOptions, 'paper'>): string {
  void options;
  return `<div class="${PRINT_ROOT_CLASS}">${String(ticket.orderNumber)}</div>`;
}

/** The QR image of a payload as a data: URL (qrcode, loaded when first needed). */
export async function qrDataUrl(payload: string): Promise<string> {
  void payload;
  return '';
}
