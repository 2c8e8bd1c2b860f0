/**
 * Initials of a name: the first letter of the first and of the last word, 'Nguyễn Văn An' → 'NA'
 * (family name and given name, the two a Vietnamese reader expects; three letters crowd a 32 px circle).
 * One word gives one letter; marks stay ('Đỗ Ánh' → 'ĐÁ').
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').normalize('NFC').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return `${letter(first)}${last ? letter(last) : ''}`.toLocaleUpperCase('vi');
}

/** A stable small number from a name, to give each person the same colour every time. */
export function hashName(name: string, buckets: number): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % buckets;
}
