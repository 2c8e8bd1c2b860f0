// Placeholder (issue N foundation): screen 41, by the lab-results helper.
export default function LabResultsScreen() {
  return null;
}
