import type { AppointmentItem } from '@clinic/api-client';

// Placeholder (issue N foundation): the exam screen's result sheets, by the result-sheets helper.
export function ResultSheetsPanel(_: { appointment: AppointmentItem; editable: boolean }) {
  return null;
}
