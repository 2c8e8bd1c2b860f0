import type { AppointmentItem } from '@clinic/api-client';

// Placeholder (issue N foundation): the exam screen's prescription editor, by the prescriptions helper.
export function PrescriptionPanel(_: { appointment: AppointmentItem; editable: boolean }) {
  return null;
}
