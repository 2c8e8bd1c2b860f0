import {
  AppError,
  type AppointmentStatus,
  appointmentStatusKey,
  type CodedDiagnosis,
  doseTotal,
  doseUnitOf,
  doseUsageText,
  PrintKind,
  packConversionText,
} from '@clinic/domain';
import type {
  AppointmentPrint,
  CheckInSheetPrint,
  PrescriptionItem,
  PrescriptionPrint,
  ResultSheetPrint,
} from '@clinic/domain/contracts';
import { printLabels } from '@clinic/i18n/print';
import { and, eq } from 'drizzle-orm';
import { doctors } from '../../db/schema/index.js';
import { type AppointmentRow, visibleAppointmentItem } from '../appointments/appointment-view.read.js';
import { withEnglishNames } from '../icd10/icd10-list.js';
import { readMedicalRecord } from '../medical-records/medical-record.read.js';
import { signBookingToken } from '../public-booking/booking-token.js';
import {
  dayText,
  dynamicKey,
  instantDayText,
  instantText,
  labelledFields,
  type PrintContext,
  type PrintFormat,
  printFormName,
  readPrintPatient,
  readPrintVisit,
  unitText,
} from './print-common.js';

// The documents of a visit, from the reads its screens use: the medical record behind
// GET /clinic-appointments/:id/medical (prescription, check-in sheet, result sheets; it also hides a visit whose
// doctor the caller's groups do not see) and the appointment's own read (the slip).

const doses = ['morning', 'noon', 'afternoon', 'evening'] as const;

/** 'Sáng 1 · Trưa 1 · Tối 1': the times of day with a dose, each with its amount (0,5 in Vietnamese). */
export function doseText(line: Record<(typeof doses)[number], number>, f: PrintFormat): string {
  return doses
    .filter((time) => line[time] > 0)
    .map((time) => {
      const amount = String(line[time]);
      return `${f.t(dynamicKey(`prescriptions.${time}`))} ${f.lang === 'vi' ? amount.replace('.', ',') : amount}`;
    })
    .join(' · ');
}

/** The visit's record with the patient and visit as every visit document prints them. */
async function visitBasics(ctx: PrintContext, row: AppointmentRow) {
  const record = await readMedicalRecord(ctx.db, ctx.auth, row, ctx.now);
  const [patient, visit] = await Promise.all([
    readPrintPatient(ctx.db, ctx.clinicId, row.clinicPatientId, ctx.today, ctx.f),
    readPrintVisit(ctx.db, ctx.clinicId, record.appointment, ctx.f),
  ]);
  return { record, patient, visit };
}

const prescriptionItems = (prescription: PrescriptionItem, f: PrintFormat) =>
  prescription.items.map((line, i) => {
    const lang = f.lang === 'en' ? 'en' : 'vi';
    return {
      index: i + 1,
      name: line.name,
      quantity: line.quantity,
      unitText: unitText(line.unit, f),
      doseText: doseText(line, f),
      morning: line.morning,
      noon: line.noon,
      afternoon: line.afternoon,
      evening: line.evening,
      days: line.days ?? ('' as const),
      // Generated from the dose in the print's language: the only instruction printed; the note follows it.
      usage: doseUsageText(line, doseUnitOf(line), lang),
      note: line.note ?? '',
      conversionText: packConversionText(doseTotal(line), line.quantity, line, lang) ?? '',
    };
  });

/**
 * 'J02.9 - Viêm họng cấp, không đặc hiệu; I10 - …': the coded diagnoses as the documents print them, named in the
 * document's language (the ICD-10 list has both).
 */
const codesText = (diagnoses: readonly CodedDiagnosis[], f: PrintFormat) =>
  withEnglishNames(diagnoses)
    .map((d) => `${d.code} - ${f.lang === 'en' ? d.nameEn : d.name}`)
    .join('; ');

/** The prescribing doctor's practising-certificate number (Circular 26/2025 prints it under the signature). */
async function doctorCertificateOf(ctx: PrintContext, doctorId: number): Promise<string> {
  const [doctor] = await ctx.db
    .select({ certificate: doctors.practisingCertificate })
    .from(doctors)
    .where(and(eq(doctors.clinicId, ctx.clinicId), eq(doctors.id, doctorId)));
  return doctor?.certificate ?? '';
}

export async function prescriptionPrintData(
  ctx: PrintContext,
  row: AppointmentRow,
): Promise<PrescriptionPrint> {
  const { record, patient, visit } = await visitBasics(ctx, row);
  const { prescription } = record;
  if (!prescription) throw new AppError('prescriptionNotFound');
  return {
    kind: PrintKind.Prescription,
    ...ctx.printed,
    patient,
    visit,
    diagnosisCodesText: codesText(prescription.diagnoses, ctx.f),
    diagnosis: prescription.diagnosis ?? '',
    advice: prescription.advice ?? '',
    nationalCode: prescription.national.code ?? '',
    doctorCertificate: await doctorCertificateOf(ctx, row.doctorId),
    reExamDateText: dayText(prescription.reExamDate),
    doctorName: visit.doctorName,
    dateText: instantDayText(prescription.createdAt, ctx.f),
    items: prescriptionItems(prescription, ctx.f),
  };
}

export async function appointmentPrintData(
  ctx: PrintContext,
  row: AppointmentRow,
): Promise<AppointmentPrint> {
  const item = await visibleAppointmentItem(ctx.db, ctx.auth, row);
  const [patient, visit] = await Promise.all([
    readPrintPatient(ctx.db, ctx.clinicId, row.clinicPatientId, ctx.today, ctx.f),
    readPrintVisit(ctx.db, ctx.clinicId, item, ctx.f),
  ]);
  return {
    kind: PrintKind.Appointment,
    ...ctx.printed,
    patient,
    visit,
    bookingCode: item.code,
    // The very token the booking site's QR carries: the kiosk's scanner checks the patient in with it.
    qrPayload: signBookingToken(ctx.jwtSecret, { appointmentId: row.id, clinicId: ctx.clinicId }),
    statusText: ctx.f.t(
      dynamicKey(`ui.appointmentStatus.${appointmentStatusKey[item.status as AppointmentStatus]}`),
    ),
    note: item.note ?? '',
  };
}

export async function checkInSheetPrintData(
  ctx: PrintContext,
  row: AppointmentRow,
): Promise<CheckInSheetPrint> {
  const { record, patient, visit } = await visitBasics(ctx, row);
  const sheet = record.checkInSheet;
  if (!sheet) throw new AppError('checkInSheetNotFound');
  return {
    kind: PrintKind.CheckInSheet,
    ...ctx.printed,
    patient,
    visit,
    formName: await printFormName(ctx.db, ctx.clinicId, sheet.formId, ctx.f),
    checkedInAtText: instantText(sheet.createdAt, ctx.f),
    fields: await labelledFields(ctx.db, ctx.clinicId, sheet.formId, sheet.properties, ctx.f),
  };
}

/** A subtitle that only repeats the title (case and spacing aside) prints as nothing. */
export function unlessTitle(subtitle: string, title: string): string {
  const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('vi');
  return plain(subtitle) === plain(title) ? '' : subtitle;
}

export async function resultSheetPrintData(
  ctx: PrintContext,
  row: AppointmentRow,
  sheetId: number,
): Promise<ResultSheetPrint> {
  const { record, patient, visit } = await visitBasics(ctx, row);
  const sheet = record.sheets.find((s) => s.id === sheetId);
  if (!sheet) throw new AppError('resultSheetNotFound');
  return {
    kind: PrintKind.ResultSheet,
    ...ctx.printed,
    patient,
    visit,
    serviceName: sheet.serviceName ?? '',
    // The default form is named like the document ('Phiếu kết quả'): printed once, as the title.
    formName: unlessTitle(
      await printFormName(ctx.db, ctx.clinicId, sheet.formId, ctx.f),
      printLabels(ctx.f.lang).resultSheet.title,
    ),
    diagnosisCodesText: codesText(sheet.diagnoses, ctx.f),
    diagnosis: sheet.diagnosis ?? '',
    conclusion: sheet.conclusion ?? '',
    nextAppointmentDateText: dayText(sheet.nextAppointmentDate),
    // Signed by the visit's doctor, who answers for the result, not by whoever typed it in (a nurse, a technician).
    doctorName: visit.doctorName,
    // Diagnosis, conclusion and the next appointment are the sheet's own fields above, not form lines.
    fields: await labelledFields(
      ctx.db,
      ctx.clinicId,
      sheet.formId,
      sheet.properties,
      ctx.f,
      (property) => property.fixed,
    ),
  };
}
