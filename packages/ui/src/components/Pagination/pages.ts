/** Page numbers to show, with 'gap' for an ellipsis: 1 … 4 5 6 … 20. Always 7 slots or fewer. */
export function pageItems(current: number, count: number): Array<number | 'gap'> {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  if (current <= 4) return [1, 2, 3, 4, 5, 'gap', count];
  if (current >= count - 3) return [1, 'gap', count - 4, count - 3, count - 2, count - 1, count];
  return [1, 'gap', current - 1, current, current + 1, 'gap', count];
}
