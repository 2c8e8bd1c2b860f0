import {
  type AppointmentEventPayload,
  AppointmentStatus,
  type InvoiceEventPayload,
  isAppointmentEvent,
  NotificationKind,
  PaymentMethod,
  RealtimeEvent,
} from '@clinic/domain';
import { and, eq } from 'drizzle-orm';
import { appointments, clinicPatients, invoices } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import type { DomainEvent } from '../../platform/events.js';
import { deliverNotifications, type NotificationDraft, shownDate } from './notifications.service.js';
import { type Audience, recipientsOf } from './recipients.js';

// The one consumer that turns committed domain events into notifications. Its events are durable (events.ts):
// each is written as a job in the transaction that caused it, and the job runner of whichever instance claims it
// handles it, at least once; the dedupe key of each notification makes a repeated run harmless.

type Deps = Pick<AppDeps, 'db' | 'events' | 'clock' | 'database'>;

/** The job kind of a notifying event (its payload: `{ event }`). */
export const NOTIFY_EVENT_JOB = 'notifications.event';

interface Planned {
  audience: Audience;
  draft: NotificationDraft;
}

const appointmentParams = (p: AppointmentEventPayload) => ({
  patientName: p.patient.fullName,
  doctorName: p.doctorName,
  code: p.code,
  date: shownDate(p.date),
  time: p.time,
});

const placeOf = (p: AppointmentEventPayload) => ({ doctorId: p.doctorId, locationId: p.locationId });

/** What an event tells whom, or undefined when it is not worth a notification. */
async function plan(deps: Deps, event: DomainEvent): Promise<Planned | undefined> {
  const actorUserId = event.actorUserId ?? null;
  // Every real publisher sends the whole appointment; a bare one (tests publish some on the bus) names no patient.
  if (isAppointmentEvent(event.name) && !('patient' in event.payload)) return undefined;
  switch (event.name) {
    case RealtimeEvent.AppointmentAdd: {
      const p = event.payload;
      // A patient's own booking that waits for approval (a doctor who approves automatically needs no one).
      if (p.source !== 'online' || p.status !== AppointmentStatus.NotApproved) return undefined;
      return {
        audience: { kind: NotificationKind.OnlineBookingPending, scope: placeOf(p), actorUserId },
        draft: {
          kind: NotificationKind.OnlineBookingPending,
          params: appointmentParams(p),
          target: { type: 'appointment', id: p.id },
          dedupeKey: `online:${p.id}`,
        },
      };
    }
    case RealtimeEvent.AppointmentInvalid: {
      const p = event.payload;
      return {
        audience: { kind: NotificationKind.AppointmentInvalid, scope: placeOf(p), actorUserId },
        draft: {
          kind: NotificationKind.AppointmentInvalid,
          params: appointmentParams(p),
          target: { type: 'appointment', id: p.id },
          // An appointment edited back to valid may turn Invalid again later: each time is news.
          dedupeKey: `invalid:${p.id}:${p.updatedAt}`,
        },
      };
    }
    case RealtimeEvent.AppointmentCheckIn:
    case RealtimeEvent.AppointmentAddCheckIn: {
      const p = event.payload;
      return {
        audience: {
          kind: NotificationKind.PatientCheckedIn,
          scope: placeOf(p),
          doctorId: p.doctorId,
          actorUserId,
        },
        draft: {
          kind: NotificationKind.PatientCheckedIn,
          params: appointmentParams(p),
          target: { type: 'exam', appointmentId: p.id },
          dedupeKey: `checkin:${p.id}`,
        },
      };
    }
    case RealtimeEvent.AppointmentCreateUpdatePrescription: {
      const p = event.payload;
      return {
        audience: { kind: NotificationKind.PrescriptionSaved, scope: placeOf(p), actorUserId },
        draft: {
          kind: NotificationKind.PrescriptionSaved,
          params: appointmentParams(p),
          target: { type: 'billing', appointmentId: p.id },
          // Once per visit: the doctor's later edits do not ring the cashiers again.
          dedupeKey: `prescription:${p.id}`,
        },
      };
    }
    case RealtimeEvent.InvoicePay: {
      const p = event.payload;
      if (p.paymentMethod !== PaymentMethod.BankTransfer) return undefined;
      return {
        audience: {
          kind: NotificationKind.InvoicePaidByTransfer,
          scope: await invoiceScope(deps, event.clinicId, p),
          actorUserId,
        },
        draft: {
          kind: NotificationKind.InvoicePaidByTransfer,
          params: {
            code: p.code,
            patientName: await patientName(deps, event.clinicId, p.clinicPatientId, p.id),
            amount: p.total,
          },
          target: { type: 'invoice', id: p.id },
          dedupeKey: `invoice-paid:${p.id}`,
        },
      };
    }
    default:
      return undefined;
  }
}

/** An invoice of a visit is that visit's doctor and location; one without (a walk-in sale) is everyone's. */
async function invoiceScope(
  deps: Deps,
  clinicId: number,
  p: InvoiceEventPayload,
): Promise<Audience['scope']> {
  if (p.appointmentId === null) return 'everyLocation';
  const [visit] = await deps.db
    .select({ doctorId: appointments.doctorId, locationId: appointments.locationId })
    .from(appointments)
    .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, p.appointmentId)));
  return visit ?? 'everyLocation';
}

/** The buyer's name: the patient's, or a walk-in customer's as the cashier typed it (maybe none). */
async function patientName(
  deps: Deps,
  clinicId: number,
  clinicPatientId: number | null,
  invoiceId: number,
): Promise<string> {
  if (clinicPatientId === null) {
    const [sale] = await deps.db
      .select({ customerName: invoices.customerName })
      .from(invoices)
      .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, invoiceId)));
    return sale?.customerName ?? '';
  }
  const [row] = await deps.db
    .select({ fullName: clinicPatients.fullName })
    .from(clinicPatients)
    .where(and(eq(clinicPatients.clinicId, clinicId), eq(clinicPatients.id, clinicPatientId)));
  return row?.fullName ?? '';
}

/** The job: the event's notification, if it makes one, to everyone it concerns. */
export async function notifyOfEvent(deps: Deps, event: DomainEvent): Promise<void> {
  const planned = await plan(deps, event);
  if (!planned) return;
  const recipients = await recipientsOf(deps.db, event.clinicId, planned.audience);
  await deliverNotifications(deps, event.clinicId, recipients, planned.draft);
}

/** The events that may notify someone: written to the outbox by the transaction that causes them. */
export const NOTIFYING_EVENTS = [
  RealtimeEvent.AppointmentAdd,
  RealtimeEvent.AppointmentInvalid,
  RealtimeEvent.AppointmentCheckIn,
  RealtimeEvent.AppointmentAddCheckIn,
  RealtimeEvent.AppointmentCreateUpdatePrescription,
  RealtimeEvent.InvoicePay,
] as const;
