import { AppError, localDate, localTime } from '@clinic/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbTx } from '../../db/client.js';
import { readAll } from '../../db/reads.js';
import { appointments, clinicPatients, doctors, locations } from '../../db/schema/index.js';
import { clinicTimeZone } from '../schedules/occurrences.js';

// The one appointment shape every appointments route answers with: plain output types, no transforms.

export const appointmentPatient = z.object({
  id: z.number(),
  code: z.string(),
  fullName: z.string(),
  phone: z.string(),
  gender: z.number(),
  yearOfBirth: z.number().nullable(),
});

export const appointmentItem = z.object({
  id: z.number(),
  code: z.string(),
  status: z.number(),
  /** ISO instants of the slot. */
  start: z.string(),
  end: z.string(),
  /** The clinic day 'YYYY-MM-DD' and 'HH:mm' of the start, in the clinic's time zone. */
  date: z.string(),
  time: z.string(),
  doctorId: z.number(),
  doctorName: z.string(),
  locationId: z.number(),
  locationName: z.string(),
  clinicPatientId: z.number(),
  patient: appointmentPatient,
  symptom: z.string().nullable(),
  note: z.string().nullable(),
  cancelReason: z.string().nullable(),
  invalidReason: z.string().nullable(),
  orderNumber: z.number().nullable(),
  notReserved: z.boolean(),
  /** ISO instants. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AppointmentItem = z.output<typeof appointmentItem>;

export type AppointmentRow = typeof appointments.$inferSelect;
type Reader = Db | DbTx;

/** Items for appointment rows of one clinic, in the rows' order (doctor, location and patient joined in). */
export async function appointmentItems(
  db: Reader,
  clinicId: number,
  rows: readonly AppointmentRow[],
): Promise<AppointmentItem[]> {
  if (rows.length === 0) return [];
  const ids = (pick: (r: AppointmentRow) => number) => [...new Set(rows.map(pick))];
  const [timeZone, doctorRows, locationRows, patientRows] = await readAll(db, [
    () => clinicTimeZone(db, clinicId),
    () =>
      db
        .select({ id: doctors.id, name: doctors.name })
        .from(doctors)
        .where(
          and(
            eq(doctors.clinicId, clinicId),
            inArray(
              doctors.id,
              ids((r) => r.doctorId),
            ),
          ),
        ),
    () =>
      db
        .select({ id: locations.id, name: locations.name })
        .from(locations)
        .where(
          and(
            eq(locations.clinicId, clinicId),
            inArray(
              locations.id,
              ids((r) => r.locationId),
            ),
          ),
        ),
    () =>
      db
        .select({
          id: clinicPatients.id,
          code: clinicPatients.code,
          fullName: clinicPatients.fullName,
          phone: clinicPatients.phone,
          gender: clinicPatients.gender,
          yearOfBirth: clinicPatients.yearOfBirth,
        })
        .from(clinicPatients)
        .where(
          and(
            eq(clinicPatients.clinicId, clinicId),
            inArray(
              clinicPatients.id,
              ids((r) => r.clinicPatientId),
            ),
          ),
        ),
  ] as const);
  const doctorName = new Map(doctorRows.map((d) => [d.id, d.name]));
  const locationName = new Map(locationRows.map((l) => [l.id, l.name]));
  const patient = new Map(patientRows.map((p) => [p.id, p]));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    status: r.status,
    start: r.startAt.toISOString(),
    end: r.endAt.toISOString(),
    date: localDate(r.startAt, timeZone),
    time: localTime(r.startAt, timeZone),
    doctorId: r.doctorId,
    doctorName: doctorName.get(r.doctorId) ?? '',
    locationId: r.locationId,
    locationName: locationName.get(r.locationId) ?? '',
    clinicPatientId: r.clinicPatientId,
    patient: patient.get(r.clinicPatientId) ?? {
      id: r.clinicPatientId,
      code: '',
      fullName: '',
      phone: '',
      gender: 0,
      yearOfBirth: null,
    },
    symptom: r.symptom,
    note: r.note,
    cancelReason: r.cancelReason,
    invalidReason: r.invalidReason,
    orderNumber: r.orderNumber,
    notReserved: r.notReserved,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** One appointment of the clinic as an item; another clinic's or a missing id is appointmentNotFound. */
export async function loadAppointment(db: Reader, clinicId: number, id: number): Promise<AppointmentItem> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, id)));
  if (!row) throw new AppError('appointmentNotFound');
  const [item] = await appointmentItems(db, clinicId, [row]);
  return item!;
}
