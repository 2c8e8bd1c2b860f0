import { AppError, localDate, localTime } from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { appointments, doctors, locations } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { signBookingToken } from './booking-token.js';

const mapUrlOf = (loc: { latitude: number | null; longitude: number | null; address: string | null }) => {
  if (loc.latitude !== null && loc.longitude !== null)
    return `https://www.google.com/maps/search/?api=1&query=${loc.latitude},${loc.longitude}`;
  return loc.address
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(loc.address)}`
    : null;
};

/** The booking as the patient sees it: when, with whom, where, and the kiosk token. No patient data. */
export async function bookingView(
  deps: AppDeps,
  clinic: { id: number; timeZone: string },
  appointmentId: number,
) {
  const [row] = await deps.db
    .select({
      id: appointments.id,
      code: appointments.code,
      status: appointments.status,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
      doctorName: doctors.name,
      locationName: locations.name,
      locationAddress: locations.address,
      latitude: locations.latitude,
      longitude: locations.longitude,
    })
    .from(appointments)
    .innerJoin(
      doctors,
      and(eq(doctors.clinicId, appointments.clinicId), eq(doctors.id, appointments.doctorId)),
    )
    .innerJoin(
      locations,
      and(eq(locations.clinicId, appointments.clinicId), eq(locations.id, appointments.locationId)),
    )
    .where(and(eq(appointments.clinicId, clinic.id), eq(appointments.id, appointmentId)));
  if (!row) throw new AppError('appointmentNotFound');
  return {
    code: row.code,
    status: row.status,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    date: localDate(row.startAt, clinic.timeZone),
    time: localTime(row.startAt, clinic.timeZone),
    doctorName: row.doctorName,
    locationName: row.locationName,
    locationAddress: row.locationAddress,
    latitude: row.latitude,
    longitude: row.longitude,
    bookingToken: signBookingToken(deps.config.jwtSecret, { appointmentId: row.id, clinicId: clinic.id }),
    mapUrl: mapUrlOf({ latitude: row.latitude, longitude: row.longitude, address: row.locationAddress }),
  };
}
export type BookingView = Awaited<ReturnType<typeof bookingView>>;
