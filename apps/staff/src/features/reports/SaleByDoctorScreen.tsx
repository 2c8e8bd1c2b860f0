// Placeholder: replaced by the screen (issue S).
export default function Placeholder() {
  return null;
}
