/**
 * Academic and professional titles written before a name ('BS. Nguyễn Văn An', 'PGS.TS. Lê Hoa', 'ThS BS Hà'):
 * they say what the person is, not who, so initials skip them. Compared without dots and case.
 */
const TITLES = new Set([
  'bs',
  'bsck',
  'bscki',
  'bsckii',
  'bsck1',
  'bsck2',
  'ck',
  'cki',
  'ckii',
  'ck1',
  'ck2',
  'bsnt',
  'ths',
  'ts',
  'pgs',
  'gs',
  'ds',
  'dsck',
  'dscki',
  'dsckii',
  'ktv',
  'đd',
  'yt',
  'ttnd',
  'ttưt',
  'dr',
  'prof',
  'mr',
  'mrs',
  'ms',
]);

/** 'PGS.TS.' → every part is a title; 'Nguyễn' → not. */
const isTitle = (word: string) => {
  const parts = word.toLocaleLowerCase('vi').split('.').filter(Boolean);
  return parts.length > 0 && parts.every((part) => TITLES.has(part));
};

/**
 * Initials of a name: the first letter of the first and of the last word, 'Nguyễn Văn An' → 'NA'
 * (family name and given name, the two a Vietnamese reader expects; three letters crowd a 32 px circle).
 * Leading titles are skipped ('BS. Trần Thị Mai' → 'TM', not 'BM'). One word gives one letter; marks stay
 * ('Đỗ Ánh' → 'ĐÁ').
 */
export function initials(name: string | null | undefined): string {
  const all = (name ?? '').normalize('NFC').trim().split(/\s+/).filter(Boolean);
  const firstName = all.findIndex((word) => !isTitle(word));
  // A name made only of titles keeps them: some letters beat none.
  const words = firstName === -1 ? all : all.slice(firstName);
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
