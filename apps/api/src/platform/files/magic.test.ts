import { describe, expect, it } from 'vitest';
import {
  aviBytes,
  docxBytes,
  heicBytes,
  htmlBytes,
  isoMediaBytes,
  jpegBytes,
  mp4Bytes,
  pdfBytes,
  pngBytes,
  storedZip,
} from '../../testing/file-fixtures.js';
import { DOCX_TYPE, detectFileType } from './magic.js';

describe('detectFileType reads what the bytes are, whatever the file was called', () => {
  it.each([
    ['a JPEG', jpegBytes(), 'image/jpeg'],
    ['a PNG', pngBytes(), 'image/png'],
    ['an iPhone HEIC', heicBytes(), 'image/heic'],
    ['a HEIF still listing only mif1', isoMediaBytes('mif1', ['mif1', 'miaf']), 'image/heic'],
    ['an MP4 video', mp4Bytes(), 'video/mp4'],
    ['an MP4 whose major brand is mp42', isoMediaBytes('mp42', ['mp42', 'isom']), 'video/mp4'],
    ['an iTunes M4V', isoMediaBytes('M4V ', ['M4V ', 'M4A ']), 'video/mp4'],
    ['an AVI video', aviBytes(), 'video/x-msvideo'],
    ['a Word document', docxBytes(), DOCX_TYPE],
    ['a PDF', pdfBytes(), 'application/pdf'],
  ])('recognises %s', (_label, bytes, type) => {
    expect(detectFileType(bytes)).toBe(type);
  });

  it.each([
    ['an HTML page (the classic "photo.png" that runs script)', htmlBytes()],
    ['an empty file', Buffer.alloc(0)],
    ['a zip that is not a Word document (an xlsx)', storedZip({ 'xl/workbook.xml': '<workbook/>' })],
    ['a QuickTime movie (ftyp qt)', isoMediaBytes('qt  ', ['qt  '])],
    ['a WAV sound (RIFF but not AVI)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['a truncated PNG signature', pngBytes().subarray(0, 5)],
  ])('refuses %s', (_label, bytes) => {
    expect(detectFileType(bytes)).toBeNull();
  });

  it('reads a head that is a view into a larger buffer (as streams hand out)', () => {
    const pool = Buffer.concat([Buffer.from('junk-before'), pngBytes()]);
    expect(detectFileType(pool.subarray('junk-before'.length))).toBe('image/png');
    const mp4 = Buffer.concat([Buffer.alloc(3), mp4Bytes()]).subarray(3);
    expect(detectFileType(mp4)).toBe('video/mp4');
  });
});
