// Money is whole VND (docs/conventions.md#money). Every amount the server derives from another (a discount, a
// share) goes through the one rounding rule here, so a screen's preview and the saved row never differ by a đồng.

/** The one rounding rule: to the nearest whole đồng, halves up (1.5 → 2). */
export function roundVnd(amount: number): number {
  return Math.floor(amount + 0.5);
}

/** `price` less `percent` % of it (0–100), rounded by the one rule: 10,000 less 12.5 % is 8,750. */
export function discounted(price: number, percent: number): number {
  return roundVnd((price * (100 - percent)) / 100);
}
