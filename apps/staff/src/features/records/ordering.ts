// Pure list edits behind the options editor and the form's property order: every change makes a new array.

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  const next = [...list];
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return next;
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** The list without the item at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** The list with `item` inserted at `index` (at the end when index is past it). */
export function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  const next = [...list];
  next.splice(Math.max(0, Math.min(index, list.length)), 0, item);
  return next;
}

export type OptionProblem = 'empty' | 'duplicate';

/**
 * What is wrong with each option, by index (none when all are fine): an empty one, and every repeat of an
 * earlier one. Like the server (1024), 'Có' and ' có ' are the same option.
 */
export function optionProblems(options: readonly string[]): Record<number, OptionProblem> {
  const problems: Record<number, OptionProblem> = {};
  const seen = new Set<string>();
  options.forEach((option, index) => {
    const normal = option.trim().toLocaleLowerCase('vi');
    if (normal === '') problems[index] = 'empty';
    else if (seen.has(normal)) problems[index] = 'duplicate';
    seen.add(normal);
  });
  return problems;
}
