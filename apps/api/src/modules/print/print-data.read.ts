import {
  AppError,
  type ErrorKey,
  localDate,
  PermissionLevel,
  PrintKind,
  printKinds,
  ScreenId,
} from '@clinic/domain';
import type { PrintData } from '@clinic/domain/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appointments, invoices, serviceSheets, users } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import type { Lang } from '../../platform/lang.js';
import { alternativeScreens, type EntityRef } from '../../platform/route.js';
import { type SessionAccess, screenLevel } from '../../platform/session-cache.js';
import type { AppointmentRow } from '../appointments/appointment-view.read.js';
import { invoicePrintData } from './invoice-print.read.js';
import { instantText, type PrintContext, readPrintClinic, translator } from './print-common.js';
import {
  appointmentPrintData,
  checkInSheetPrintData,
  prescriptionPrintData,
  resultSheetPrintData,
} from './visit-print.read.js';

// The print data of each kind of document (contracts/print.ts), scoped by the caller's clinic, with the access of
// the screens that show the record.

/** Who may print a kind: whoever may open the record on its own screen. */
export const printAccess: Record<
  PrintKind,
  { screen: ScreenId; orScreen: ScreenId | readonly ScreenId[]; level: PermissionLevel }
> = {
  // The invoices list (23) or the cashier's screen (21), as GET /invoices/:id.
  invoice: { screen: ScreenId.Invoices, orScreen: ScreenId.Billing, level: PermissionLevel.Read },
  // The medical record: patient records (12) or the exam screen (11), as GET /clinic-appointments/:id/medical.
  prescription: {
    screen: ScreenId.PatientRecords,
    orScreen: ScreenId.TodayExaminations,
    level: PermissionLevel.Read,
  },
  // Reception checks patients in and fills the sheet (screen 10, as GET /clinic-appointments/:id/check-in-sheet);
  // the doctor reads it on the exam screen (11) and in the records (12).
  checkInSheet: {
    screen: ScreenId.Appointments,
    orScreen: [ScreenId.TodayExaminations, ScreenId.PatientRecords],
    level: PermissionLevel.Read,
  },
  resultSheet: {
    screen: ScreenId.PatientRecords,
    orScreen: ScreenId.TodayExaminations,
    level: PermissionLevel.Read,
  },
  // The appointment: screen 10 or the queue (11), as GET /clinic-appointments/:id.
  appointment: {
    screen: ScreenId.Appointments,
    orScreen: ScreenId.TodayExaminations,
    level: PermissionLevel.Read,
  },
};

/**
 * The routes' declared access: any screen that opens some printable record, so the guard turns away whoever
 * may print nothing at all; the handler then checks the kind's own (assertPrintAccess), since a route's declared
 * access cannot depend on its `:kind`.
 */
export const anyPrintAccess = {
  screen: ScreenId.PatientRecords,
  orScreen: [ScreenId.TodayExaminations, ScreenId.Appointments, ScreenId.Invoices, ScreenId.Billing],
  level: PermissionLevel.Read,
} as const;

/** The kind's access, checked in the handler: the route's own `access` cannot depend on its `:kind`. */
export function assertPrintAccess(session: SessionAccess, kind: PrintKind): void {
  const { screen, orScreen, level } = printAccess[kind];
  if ([screen, ...alternativeScreens(orScreen)].some((s) => screenLevel(session, s) >= level)) return;
  throw new AppError('noPermission');
}

const notFound: Record<PrintKind, ErrorKey> = {
  invoice: 'invoiceNotFound',
  prescription: 'appointmentNotFound',
  appointment: 'appointmentNotFound',
  checkInSheet: 'appointmentNotFound',
  resultSheet: 'resultSheetNotFound',
};

/** The record `:id` names for a kind (invoice → the invoice; result sheet → the sheet; else the appointment). */
export type PrintTarget =
  | { kind: typeof PrintKind.Invoice; id: number }
  | { kind: Exclude<PrintKind, typeof PrintKind.Invoice>; id: number; appointment: AppointmentRow };

const isPrintKind = (kind: string | undefined): kind is PrintKind =>
  (printKinds as readonly string[]).includes(kind ?? '');

/** The tenancy check of /print/:kind/:id: a row of another clinic (or none) answers the kind's not-found. */
async function readTarget(
  db: Db,
  clinicId: number,
  id: number,
  params: Readonly<Record<string, string>>,
): Promise<PrintTarget | null> {
  const { kind } = params;
  // Not a kind at all: nothing to find (the :id is taken for an appointment).
  if (!isPrintKind(kind)) return null;
  if (kind === PrintKind.Invoice) {
    const [row] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, id)));
    if (!row) throw new AppError(notFound[kind]);
    return { kind, id };
  }
  let appointmentId = id;
  if (kind === PrintKind.ResultSheet) {
    const [sheet] = await db
      .select({ appointmentId: serviceSheets.appointmentId })
      .from(serviceSheets)
      .where(and(eq(serviceSheets.clinicId, clinicId), eq(serviceSheets.id, id)));
    if (!sheet) throw new AppError(notFound[kind]);
    appointmentId = sheet.appointmentId;
  }
  const [appointment] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, appointmentId)));
  if (!appointment) throw new AppError(notFound[kind]);
  return { kind, id, appointment };
}

/** The route guard's entity of /print/:kind/:id: the table `:id` is in depends on the kind. */
export const printEntity = {
  table: appointments,
  notFound: 'appointmentNotFound',
  read: readTarget,
} as const satisfies EntityRef;

export interface PrintCaller {
  db: Db;
  auth: AuthContext;
  lang: Lang;
  now: Date;
  jwtSecret: string;
  eInvoiceLookupUrl: string;
}

/** The letterhead, the formatting and who prints, read once per document. */
export async function printContext(caller: PrintCaller): Promise<PrintContext> {
  const { db, auth, lang, now } = caller;
  const [{ clinic, timeZone, bankName }, [user]] = await Promise.all([
    readPrintClinic(db, auth.clinicId),
    db.select({ fullName: users.fullName }).from(users).where(eq(users.id, auth.userId)),
  ]);
  const f = { t: translator(lang), lang, timeZone };
  return {
    db,
    auth,
    clinicId: auth.clinicId,
    f,
    printed: { clinic, printedAtText: instantText(now, f), printedByName: user?.fullName ?? '' },
    today: localDate(now, timeZone),
    bankName,
    now,
    jwtSecret: caller.jwtSecret,
    eInvoiceLookupUrl: caller.eInvoiceLookupUrl,
  };
}

/** The print data of the document the guard found. */
export async function readPrintData(caller: PrintCaller, target: PrintTarget): Promise<PrintData> {
  const ctx = await printContext(caller);
  switch (target.kind) {
    case PrintKind.Invoice: {
      const data = await invoicePrintData(ctx, target.id);
      if (!data) throw new AppError('invoiceNotFound');
      return data;
    }
    case PrintKind.Prescription:
      return prescriptionPrintData(ctx, target.appointment);
    case PrintKind.Appointment:
      return appointmentPrintData(ctx, target.appointment);
    case PrintKind.CheckInSheet:
      return checkInSheetPrintData(ctx, target.appointment);
    case PrintKind.ResultSheet:
      return resultSheetPrintData(ctx, target.appointment, target.id);
  }
}
