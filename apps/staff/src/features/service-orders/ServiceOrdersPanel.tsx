import type { AppointmentItem } from '@clinic/api-client';

// Placeholder (issue N foundation): the exam screen's service ordering, by the service-orders helper.
export function ServiceOrdersPanel(_: { appointment: AppointmentItem; editable: boolean }) {
  return null;
}
