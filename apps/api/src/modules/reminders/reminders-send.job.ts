import { activeAppointmentStatuses, localDate, localTime } from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { appointments, clinicPatients, clinics, doctors, locations } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { reminderTemplates } from '../../platform/mail/reminder-templates.js';
import { signBookingToken } from '../public-booking/booking-token.js';
import { type ReminderPayload, reminderKey } from './reminders-sweep.job.js';

/** dd/MM/yyyy, as Vietnamese write dates. */
const dayText = (date: string) => date.split('-').reverse().join('/');

const QR_CID = 'booking-qr@clinicos';

/**
 * Sends one reminder (`reminder.send`), reading the visit afresh: an appointment cancelled, finished or moved to
 * another day since the sweep gets nothing. Throws when the channel refuses, so the job retries.
 */
export async function sendReminder(deps: AppDeps, clinicId: number, payload: ReminderPayload): Promise<void> {
  const [row] = await deps.db
    .select({
      id: appointments.id,
      code: appointments.code,
      startAt: appointments.startAt,
      status: appointments.status,
      patientName: clinicPatients.fullName,
      email: clinicPatients.email,
      phone: clinicPatients.phone,
      doctorName: doctors.name,
      locationName: locations.name,
      clinicName: clinics.name,
      clinicAddress: clinics.address,
      clinicPhone: clinics.phone,
      timeZone: clinics.timeZone,
    })
    .from(appointments)
    .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
    .innerJoin(
      clinicPatients,
      and(eq(clinicPatients.clinicId, clinicId), eq(clinicPatients.id, appointments.clinicPatientId)),
    )
    .innerJoin(doctors, and(eq(doctors.clinicId, clinicId), eq(doctors.id, appointments.doctorId)))
    .innerJoin(locations, and(eq(locations.clinicId, clinicId), eq(locations.id, appointments.locationId)))
    .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, payload.appointmentId)));
  if (!row) return;
  const clinic = { name: row.clinicName, address: row.clinicAddress, phone: row.clinicPhone };
  const to = { email: row.email, phone: row.phone };
  const trackingId = reminderKey(payload);

  if (payload.type === 'appointment') {
    const active = (activeAppointmentStatuses as readonly number[]).includes(row.status);
    if (!active || localDate(row.startAt, row.timeZone) !== payload.date) return;
    const timeText = localTime(row.startAt, row.timeZone);
    // The very token the appointment slip prints and the kiosk's scanner checks the patient in with.
    const token = signBookingToken(deps.config.jwtSecret, { appointmentId: row.id, clinicId });
    const png = await QRCode.toBuffer(token, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 240,
    });
    const mail = reminderTemplates.appointment('vi', {
      patientName: row.patientName,
      clinic,
      dateText: dayText(payload.date),
      timeText,
      doctorName: row.doctorName,
      locationName: row.locationName,
      bookingCode: row.code,
      qrCid: QR_CID,
    });
    await deps.messages.send({
      to,
      clinicId,
      ...mail,
      sms: `${clinic.name}: nhắc lịch khám ${timeText} ngày ${dayText(payload.date)}, BS ${row.doctorName}, mã ${row.code}.`,
      attachments: [{ filename: `${row.code}.png`, content: png, contentType: 'image/png', cid: QR_CID }],
      template: {
        trackingId,
        data: {
          customer_name: row.patientName,
          clinic_name: clinic.name,
          date: dayText(payload.date),
          time: timeText,
          doctor: row.doctorName,
          location: row.locationName,
          booking_code: row.code,
        },
      },
    });
    return;
  }

  const mail = reminderTemplates.reExam('vi', {
    patientName: row.patientName,
    clinic,
    dateText: dayText(payload.date),
    doctorName: row.doctorName,
    visitCode: row.code,
  });
  await deps.messages.send({
    to,
    clinicId,
    ...mail,
    sms: `${clinic.name}: nhắc lịch tái khám ngày ${dayText(payload.date)}, BS ${row.doctorName}.`,
    template: {
      trackingId,
      data: {
        customer_name: row.patientName,
        clinic_name: clinic.name,
        date: dayText(payload.date),
        doctor: row.doctorName,
        booking_code: row.code,
      },
    },
  });
}
