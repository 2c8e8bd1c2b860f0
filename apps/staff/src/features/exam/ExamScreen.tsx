// Placeholder (issue N foundation): the exam helper replaces it with the doctor's exam screen.
export default function ExamScreen({ appointmentId }: { appointmentId: number }) {
  return <div data-appointment={appointmentId} />;
}
