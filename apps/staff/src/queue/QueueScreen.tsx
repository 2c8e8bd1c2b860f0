/** Issue G: placeholder until the screen lands. */
export default function QueueScreen() {
  return null;
}
