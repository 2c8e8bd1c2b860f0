// Placeholder (issue N foundation): screen 25, by the prescriptions helper.
export default function PrescriptionTemplatesScreen() {
  return null;
}
