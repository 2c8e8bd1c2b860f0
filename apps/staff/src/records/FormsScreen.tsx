/** Issue E: placeholder until the screen lands. */
export default function FormsScreen() {
  return null;
}
