/** Joins class names, skipping the falsy ones: cx(styles.root, open && styles.open, className). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
