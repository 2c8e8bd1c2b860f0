// Placeholder (issue N foundation): the service-orders helper replaces it with the board.
export default function ServiceOrdersBoard() {
  return null;
}
