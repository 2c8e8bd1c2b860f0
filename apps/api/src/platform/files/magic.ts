/**
 * The real type of stored bytes, from their first bytes ("magic numbers"), never from the name or the type the
 * browser declared: a PNG renamed .jpg is a PNG, and an HTML page renamed .png is nothing we accept.
 * Only the types the file kinds take (docs/product.md#files) are recognised; anything else answers null.
 */

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** How many leading bytes `detectFileType` wants: a DOCX names its `word/` entries within the first few KB. */
export const MAGIC_HEAD_BYTES = 64 * 1024;

// ISO base media file brands (the `ftyp` box): HEIF stills versus MP4 video.
const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const mp4Brands = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VP',
  'dash',
  'f4v ',
  'mmp4',
  'MSNV',
  'XAVC',
]);

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (head: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...head.subarray(from, Math.min(to, head.length)));

/**
 * The `ftyp` box: size (4 bytes), 'ftyp', major brand, minor version, then compatible brands up to the box end.
 * HEIF is checked first: an iPhone HEIC lists 'mif1' and 'heic' and may also list an MP4 brand.
 */
function isoMediaType(head: Uint8Array): string | null {
  if (ascii(head, 4, 8) !== 'ftyp') return null;
  const boxSize = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  const end = Math.min(boxSize, head.length, 256);
  const brands = [ascii(head, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(head, at, at + 4));
  if (brands.some((b) => heifBrands.has(b))) return 'image/heic';
  if (brands.some((b) => mp4Brands.has(b))) return 'video/mp4';
  return null;
}

/** A zip (PK\3\4) holding `word/` entries is a Word document; other zips (xlsx, odt, jar) are not. */
function isDocx(head: Uint8Array): boolean {
  if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return false;
  return Buffer.from(head.buffer, head.byteOffset, head.byteLength).includes('word/', 0, 'latin1');
}

/** The detected MIME type of a file from its first bytes (at least MAGIC_HEAD_BYTES when the file is longer). */
export function detectFileType(head: Uint8Array): string | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  // RIFF <size> AVI<space>
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'AVI ') return 'video/x-msvideo';
  if (isDocx(head)) return DOCX_TYPE;
  return isoMediaType(head);
}
