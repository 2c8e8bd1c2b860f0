/** Issue G: placeholder until the screen lands. */
export default function AppointmentsScreen() {
  return null;
}
