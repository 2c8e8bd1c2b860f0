// Placeholder (issue N foundation): a patient's visits, newest first, by the result-sheets helper.
export function VisitTimeline(_: { patientId: number }) {
  return null;
}
