import { crc32, deflateSync } from 'node:zlib';
import { FileKind } from '@clinic/domain';
import type { App } from '../app.js';

/**
 * Small but real files of each type the file kinds take, built in code so no binary sits in the repository.
 * Each one opens in the program it is for (a 1×1 PNG, a Word document with one paragraph).
 */

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A red PNG, 1×1 unless a side is given (two sizes are two different pictures). */
export function pngBytes(side = 1): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0); // width
  ihdr.writeUInt32BE(side, 4); // height
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  // Each row: filter byte 0, then the pixels.
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: side }, () => [255, 0, 0]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: side }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a JFIF JPEG (SOI + APP0) and its end marker: enough for any sniffer. */
export function jpegBytes(): Buffer {
  return Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01, 0x00, 0x00, 0xff, 0xd9,
  ]);
}

/** An ISO base media file: an `ftyp` box with the given brands, then an empty `mdat`. */
export function isoMediaBytes(major: string, compatible: string[]): Buffer {
  const ftyp = Buffer.alloc(16 + 4 * compatible.length);
  ftyp.writeUInt32BE(ftyp.length, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(major, 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  compatible.forEach((brand, i) => {
    ftyp.write(brand, 16 + 4 * i, 'latin1');
  });
  const mdat = Buffer.from([0, 0, 0, 8, 0x6d, 0x64, 0x61, 0x74]);
  return Buffer.concat([ftyp, mdat]);
}
export const mp4Bytes = () => isoMediaBytes('isom', ['isom', 'iso2', 'avc1', 'mp41']);
export const heicBytes = () => isoMediaBytes('heic', ['mif1', 'heic']);

/** RIFF....AVI with an empty header list. */
export function aviBytes(): Buffer {
  const list = Buffer.from('LIST\x04\x00\x00\x00hdrl', 'latin1');
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(4 + list.length, 4);
  head.write('AVI ', 8, 'latin1');
  return Buffer.concat([head, list]);
}

export const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
export const htmlBytes = () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>', 'utf8');

/** A zip whose entries are stored uncompressed (method 0), so no deflate is needed to write or read it. */
export function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A one-paragraph Word document. */
export function docxBytes(text = 'Xin chào {{patientName}}'): Buffer {
  const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  return storedZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${w}"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

/** `bytes` followed by zeros up to `size` (a "3 MB photo" whose header is real). */
export const padTo = (bytes: Buffer, size: number) =>
  Buffer.concat([bytes, Buffer.alloc(size - bytes.length)]);

/**
 * The whole upload flow through the API (request, PUT the bytes, upload-done): what a screen's file input
 * does. Answers the upload-done data; throws with the failing step's body.
 */
export async function uploadTestFile(
  app: App,
  headers: Record<string, string>,
  file: { kind?: FileKind; name: string; bytes: Buffer; contentType?: string },
) {
  const request = await app.inject({
    method: 'POST',
    url: '/api/files/request-upload-file',
    headers,
    payload: {
      kind: file.kind ?? FileKind.PropertyImage,
      name: file.name,
      size: file.bytes.length,
      contentType: file.contentType ?? '',
    },
  });
  if (request.statusCode !== 200) throw new Error(`request-upload-file: ${request.body}`);
  const { physicalFileId, uploadUrl } = request.json().data as { physicalFileId: number; uploadUrl: string };
  const put = await app.inject({
    method: 'PUT',
    url: uploadUrl,
    headers: { 'content-type': 'application/octet-stream' },
    payload: file.bytes,
  });
  if (put.statusCode !== 200) throw new Error(`PUT upload: ${put.body}`);
  const done = await app.inject({ method: 'PUT', url: `/api/files/${physicalFileId}/upload-done`, headers });
  if (done.statusCode !== 200) throw new Error(`upload-done: ${done.body}`);
  return done.json().data as {
    physicalFileId: number;
    fileUrl: string;
    contentType: string;
    size: number;
    name: string;
  };
}
