/** Issue E: placeholder until the screen lands. */
export default function PropertiesScreen() {
  return null;
}
