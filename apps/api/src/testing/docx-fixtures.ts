import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PizZip from 'pizzip';
import { findExecutable } from '../platform/pdf/libreoffice.js';

// Word documents and PDFs for the printing tests: a .docx built with pizzip (the parts Word needs, and the links and
// fields a hostile template may add), its document.xml read back, a PDF's text and images through poppler, and a
// local listener that counts what a document tries to fetch.

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
/** A relationship type's URI, from its last segment ('image', 'header', 'aFChunk'…). */
export const relType = (name: string) =>
  `http://schemas.openxmlformats.org/officeDocument/2006/relationships/${name}`;
const DOCUMENT_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** The namespaces a Word part declares for the XML these fixtures write. */
const NAMESPACES = [
  `xmlns:w="${W}"`,
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'xmlns:o="urn:schemas-microsoft-com:office:office"',
].join(' ');
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Text made safe inside an XML attribute value or element. */
export const escapeXml = (text: string) => escapeText(text).replace(/"/g, '&quot;');
const relationships = (items: string) => `${XML_HEAD}<Relationships xmlns="${RELS}">${items}</Relationships>`;

export interface DocxParts {
  /** The body's XML (paragraphs, tables), inside <w:body>. */
  body: string;
  /** Relationship elements of word/document.xml (see rel()). */
  rels?: string;
  /** A default header: its XML inside <w:hdr>, and its relationship elements. */
  header?: { body: string; rels?: string };
  /** More entries by path (word/settings.xml, word/media/…, word/vbaProject.bin…), written as they are. */
  parts?: Record<string, string | Buffer>;
  /** More <Default>/<Override> elements of [Content_Types].xml. */
  contentTypes?: string;
  /** The main part's content type: a macro-enabled document names another one. */
  mainType?: string;
}

/** A .docx package: the parts Word needs, the body given as XML, and whatever links and parts a test adds. */
export function docxPackage(docx: DocxParts): Buffer {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/>' +
      `<Override PartName="/word/document.xml" ContentType="${docx.mainType ?? DOCUMENT_MAIN}"/>` +
      (docx.header
        ? '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>'
        : '') +
      `${docx.contentTypes ?? ''}</Types>`,
  );
  zip.file('_rels/.rels', relationships(rel('rId1', 'officeDocument', 'word/document.xml', false)));
  let documentRels = docx.rels ?? '';
  let sectPr = '';
  if (docx.header) {
    zip.file('word/header1.xml', `${XML_HEAD}<w:hdr ${NAMESPACES}>${docx.header.body}</w:hdr>`);
    zip.file('word/_rels/header1.xml.rels', relationships(docx.header.rels ?? ''));
    documentRels += rel('rIdHeader1', 'header', 'header1.xml', false);
    sectPr = '<w:sectPr><w:headerReference w:type="default" r:id="rIdHeader1"/></w:sectPr>';
  }
  zip.file(
    'word/document.xml',
    `${XML_HEAD}<w:document ${NAMESPACES}><w:body>${docx.body}${sectPr}</w:body></w:document>`,
  );
  if (documentRels) zip.file('word/_rels/document.xml.rels', relationships(documentRels));
  for (const [name, content] of Object.entries(docx.parts ?? {})) zip.file(name, content);
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** One relationship element; `external` adds TargetMode="External" (a link out of the package). */
export const rel = (id: string, type: string, target: string, external = true) =>
  `<Relationship Id="${id}" Type="${relType(type)}" Target="${escapeXml(target)}"${external ? ' TargetMode="External"' : ''}/>`;

/** A paragraph of plain text. */
export const para = (text: string) =>
  `<w:p><w:r><w:t xml:space="preserve">${escapeText(text)}</w:t></w:r></w:p>`;

/** A 1-inch picture whose image is the relationship `relId`: linked (r:link, as Word's "Link to file") or embedded. */
export const picture = (relId: string, how: 'link' | 'embed' = 'link') =>
  '<w:r><w:drawing><wp:inline><wp:extent cx="914400" cy="914400"/><wp:docPr id="1" name="Picture 1"/>' +
  '<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic>' +
  '<pic:nvPicPr><pic:cNvPr id="1" name="picture.png"/><pic:cNvPicPr/></pic:nvPicPr>' +
  `<pic:blipFill><a:blip r:${how}="${relId}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>` +
  '<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr>' +
  '</pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>';

/**
 * A complex field as Word writes one: begin, the instruction (`INCLUDEPICTURE "…"`), separate, the last result
 * Word showed (runs), end.
 */
export const complexField = (instruction: string, resultRuns: string) =>
  '<w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
  `<w:r><w:instrText xml:space="preserve"> ${escapeXml(instruction)} </w:instrText></w:r>` +
  `<w:r><w:fldChar w:fldCharType="separate"/></w:r>${resultRuns}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;

/** A simple field (w:fldSimple) with its last result as text. */
export const simpleField = (instruction: string, result: string) =>
  `<w:fldSimple w:instr=" ${escapeXml(instruction)} "><w:r><w:t>${escapeXml(result)}</w:t></w:r></w:fldSimple>`;

/** A .docx with one paragraph per line (docxtemplater tags written as they are). */
export function wordDocx(paragraphs: readonly string[]): Buffer {
  return docxPackage({ body: paragraphs.map(para).join('') });
}

/**
 * A small .docx (a few hundred KB) whose XML unzips to about `megabytes` MB: a template as a clinic might make
 * one too large (a long table pasted in), its body the given paragraphs.
 */
export function largeXmlDocx(megabytes: number, paragraphs: readonly string[]): Buffer {
  const zip = new PizZip(wordDocx(paragraphs));
  zip.file('word/comments.xml', `${XML_HEAD}<c>${'<p>Dòng dài</p>'.repeat(megabytes * 70_000)}</c>`);
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

/** How many images a PDF holds, as poppler's pdfimages lists them. */
export function pdfImageCount(pdf: Buffer): number {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdfimages-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    // Two header lines, then one line per image.
    return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').length - 2;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * An HTTP listener on 127.0.0.1 that answers every request with a PNG and counts them: what a document may try to
 * fetch from the server's own network.
 */
export async function countingListener(png: Buffer) {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (file: string) => `http://127.0.0.1:${port}/${file}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
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

/** A soffice stand-in in `dir` that writes a one-page PDF into --outdir at once: its path, executable. */
export function quickSoffice(dir: string): string {
  const pdf = path.join(dir, 'quick.pdf');
  writeFileSync(pdf, tinyPdf('quick soffice'));
  const file = path.join(dir, 'quick-soffice');
  writeFileSync(
    file,
    [
      '#!/bin/sh',
      'out=""; prev=""',
      'for arg in "$@"; do [ "$prev" = "--outdir" ] && out="$arg"; prev="$arg"; done',
      `cp ${pdf} "$out/document.pdf"`,
    ].join('\n'),
  );
  chmodSync(file, 0o755);
  return file;
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
