import { AppError } from '@clinic/domain';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { visibleDoctorsFilter } from '../groups/scope.js';
import { scheduleSlots } from '../schedules/slots.read.js';
import { type AppointmentRow, visibleAppointmentItem } from './appointment-view.read.js';

// The reads of one appointment, from the row the route guard loaded for `:id` (so it is not read again).

/** GET /clinic-appointments/:id. */
export function getAppointment(db: Db, auth: AuthContext, row: AppointmentRow) {
  return visibleAppointmentItem(db, auth, row);
}

/** GET /clinic-appointments/:id/details-for-edit: the item and the slots of its doctor, location and day. */
export async function detailsForEdit(db: Db, auth: AuthContext, row: AppointmentRow, now: Date) {
  const appointment = await visibleAppointmentItem(db, auth, row);
  const scope = await visibleDoctorsFilter(db, auth);
  let slots: Awaited<ReturnType<typeof scheduleSlots>> = [];
  try {
    slots = await scheduleSlots(
      db,
      auth.clinicId,
      { doctorId: appointment.doctorId, locationId: appointment.locationId, date: appointment.date },
      now,
      scope,
    );
  } catch (error) {
    // A doctor since disabled offers no slot; the form still opens to move the appointment elsewhere.
    if (!(error instanceof AppError)) throw error;
  }
  return { appointment, slots };
}
