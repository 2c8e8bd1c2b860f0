/** Issue F: placeholder until the screen lands. */
export default function SchedulesScreen() {
  return null;
}
