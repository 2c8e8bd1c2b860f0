import { AppointmentStatus, type DeviceAppointmentEventPayload, DISPLAY_NEXT_COUNT } from '@clinic/domain';
import type { DisplayDoctor, DisplayQueueWithCalls } from '../types';

// The board follows an appointment event's payload (numbers and initials, see packages/domain) instead
// of reading the queue again. A number is one doctor's on one day, so it finds the patient's ticket on the board.

const byDoctorName = (a: DisplayDoctor, b: DisplayDoctor) =>
  a.doctorName.localeCompare(b.doctorName, 'vi') || a.doctorId - b.doctorId;

/**
 * The board after `event`, or undefined when the payload cannot say it: a patient left a full list of waiting
 * numbers, and the next number behind it is known only to the server (the caller reads the queue then).
 * A doctor with two exams in progress at once is rare; the board shows the latest, and the 30-s read the other.
 */
export function applyAppointmentEvent(
  queue: DisplayQueueWithCalls,
  event: DeviceAppointmentEventPayload,
): DisplayQueueWithCalls | undefined {
  if (event.date !== queue.date || event.orderNumber === null) return queue;
  const ticket = { orderNumber: event.orderNumber, initials: event.initials };
  const held = queue.doctors.find((d) => d.doctorId === event.doctorId);
  const card: DisplayDoctor = held ?? {
    doctorId: event.doctorId,
    doctorName: event.doctorName,
    room: event.room,
    serving: null,
    next: [],
  };
  const waiting = card.next.filter((t) => t.orderNumber !== ticket.orderNumber);
  if (card.next.length === DISPLAY_NEXT_COUNT && waiting.length < DISPLAY_NEXT_COUNT) return undefined;
  const serving = card.serving?.orderNumber === ticket.orderNumber ? null : card.serving;
  const next: DisplayDoctor = {
    ...card,
    serving: event.status === AppointmentStatus.InProgress ? ticket : serving,
    next:
      event.status === AppointmentStatus.CheckedIn
        ? [...waiting, ticket].sort((a, b) => a.orderNumber - b.orderNumber).slice(0, DISPLAY_NEXT_COUNT)
        : waiting,
  };
  // The server lists only doctors with someone waiting or in the room (the session adds the location's others).
  const shown = next.serving !== null || next.next.length > 0;
  if (held) {
    const doctors = queue.doctors.flatMap((d) => (d.doctorId !== card.doctorId ? [d] : shown ? [next] : []));
    return { ...queue, doctors };
  }
  if (!shown) return queue;
  // A doctor's first patient of the day: the card goes where the server's order (by name) puts it.
  const at = queue.doctors.findIndex((d) => byDoctorName(d, next) > 0);
  const doctors = [...queue.doctors];
  doctors.splice(at === -1 ? doctors.length : at, 0, next);
  return { ...queue, doctors };
}
