import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PizZip from 'pizzip';
import { findExecutable } from '../platform/pdf/libreoffice.js';

// Word documents and PDFs for the printing tests: a .docx built with pizzip (the three parts Word needs), its
// document.xml read back, and a PDF's text through poppler's pdftotext.

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A .docx with one paragraph per line (docxtemplater tags written as they are). */
export function wordDocx(paragraphs: readonly string[]): Buffer {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs
    .map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`)
    .join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The text of a .docx's body: its paragraphs, one per line. */
export function docxText(docx: Buffer): string {
  const xml = new PizZip(docx).file('word/document.xml')!.asText();
  return xml
    .split(/<\/w:p>/)
    .map((p) => [...p.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))
    .filter((line, i, all) => line !== '' || i < all.length - 1)
    .join('\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The text of a PDF, as pdftotext reads it. */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdftext-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Whether LibreOffice is installed here: its tests are skipped (and say so) only when it is not. */
export const sofficeInstalled = findExecutable(['soffice', 'libreoffice']) !== null;

/**
 * A soffice whose first run hangs, writing its pid and its child's to `pids`; later runs write a one-page PDF
 * reading 'fake soffice' into --outdir, as soffice names it (document.docx → document.pdf).
 */
export function hangOnce(marker: string, pids: string): string {
  const pdf = path.join(path.dirname(marker), 'fake.pdf');
  writeFileSync(pdf, tinyPdf('fake soffice'));
  return [
    `if [ ! -e ${marker} ]; then`,
    `  touch ${marker}`,
    '  sleep 60 &',
    `  echo $$ $! > ${pids}`,
    '  wait',
    'fi',
    'out=""; prev=""',
    'for arg in "$@"; do [ "$prev" = "--outdir" ] && out="$arg"; prev="$arg"; done',
    `cp ${pdf} "$out/document.pdf"`,
  ].join('\n');
}

/** A valid one-page PDF showing `text` (Helvetica, ASCII). */
export function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
