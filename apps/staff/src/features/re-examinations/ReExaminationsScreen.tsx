// Placeholder (issue N foundation): screen 42, by the lab-results helper.
export default function ReExaminationsScreen() {
  return null;
}
