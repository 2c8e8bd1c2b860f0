/** Issue E: placeholder until the screen lands. */
export default function PatientRecordsScreen() {
  return null;
}
