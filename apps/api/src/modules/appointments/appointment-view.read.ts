import { AppError, DEFAULT_TIME_ZONE, localDate, localTime } from '@clinic/domain';
import type { AppointmentItem } from '@clinic/domain/contracts';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { readAsOne } from '../../db/reads.js';
import { type appointments, clinicPatients, clinics, doctors, locations } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { visibleDoctorsFilter } from '../groups/scope.js';

// The one read that builds the appointment shape every appointments route answers with and every appointment.*
// event carries (appointmentItem of @clinic/domain/contracts): an appointment row with its doctor, location
// and patient joined in.

export type { AppointmentItem };

export type AppointmentRow = typeof appointments.$inferSelect;
type Reader = Db | DbTx;
/** A row of `readAsOne`: JSON keyed by column name. */
type JsonRow = Record<string, unknown>;

const uniqueIds = (rows: readonly AppointmentRow[], pick: (r: AppointmentRow) => number) => [
  ...new Set(rows.map(pick)),
];

/**
 * The reads joined into the items of `rows`, for one `readAsOne` statement. `doctorScope` (a filter on doctors)
 * leaves out the doctors the caller may not see, so their rows come back without a doctor.
 */
function joinedReads(db: Reader, clinicId: number, rows: readonly AppointmentRow[], doctorScope?: SQL) {
  return {
    clinic: db.select({ timeZone: clinics.timeZone }).from(clinics).where(eq(clinics.id, clinicId)),
    doctors: db
      .select({ id: doctors.id, name: doctors.name })
      .from(doctors)
      .where(
        and(
          eq(doctors.clinicId, clinicId),
          inArray(
            doctors.id,
            uniqueIds(rows, (r) => r.doctorId),
          ),
          doctorScope,
        ),
      ),
    locations: db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(
        and(
          eq(locations.clinicId, clinicId),
          inArray(
            locations.id,
            uniqueIds(rows, (r) => r.locationId),
          ),
        ),
      ),
    patients: db
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
            uniqueIds(rows, (r) => r.clinicPatientId),
          ),
        ),
      ),
  };
}

const namesById = (rows: JsonRow[]) => new Map(rows.map((r) => [r.id as number, r.name as string]));

const patientOf = (r: JsonRow): AppointmentItem['patient'] => ({
  id: r.id as number,
  code: r.code as string,
  fullName: r.full_name as string,
  phone: r.phone as string,
  gender: r.gender as number,
  yearOfBirth: (r.year_of_birth as number | null) ?? null,
});

/** The items of `rows` in their order; a row whose doctor `doctorScope` hides comes back undefined. */
async function readItems(
  db: Reader,
  clinicId: number,
  rows: readonly AppointmentRow[],
  doctorScope?: SQL,
): Promise<(AppointmentItem | undefined)[]> {
  if (rows.length === 0) return [];
  const joined = await readAsOne(db, joinedReads(db, clinicId, rows, doctorScope));
  const timeZone = (joined.clinic[0]?.time_zone as string | undefined) ?? DEFAULT_TIME_ZONE;
  const doctorName = namesById(joined.doctors);
  const locationName = namesById(joined.locations);
  const patient = new Map(joined.patients.map((p) => [p.id as number, patientOf(p)]));
  return rows.map((r) => {
    if (doctorScope && !doctorName.has(r.doctorId)) return undefined;
    return {
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
    };
  });
}

/** Items for appointment rows of one clinic, in the rows' order, in one statement. */
export async function appointmentItems(
  db: Reader,
  clinicId: number,
  rows: readonly AppointmentRow[],
): Promise<AppointmentItem[]> {
  const items = await readItems(db, clinicId, rows);
  return items.filter((item) => item !== undefined);
}

/**
 * The item of a row the caller has already read (the route guard's `:id` row), in one statement with the group
 * check: an appointment whose doctor the caller's groups hide is appointmentNotFound, like a missing one.
 */
export async function visibleAppointmentItem(
  db: Reader,
  auth: AuthContext,
  row: AppointmentRow,
): Promise<AppointmentItem> {
  const [item] = await readItems(db, auth.clinicId, [row], await visibleDoctorsFilter(db, auth));
  if (!item) throw new AppError('appointmentNotFound');
  return item;
}
