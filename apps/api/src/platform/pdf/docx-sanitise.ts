import { inflateRawSync } from 'node:zlib';
import { AppError, MB } from '@clinic/domain';
import { DOMParser, type Element, type Node, onErrorStopParsing, XMLSerializer } from '@xmldom/xmldom';
import PizZip from 'pizzip';

// A .docx is a zip of XML parts, and several of its features make the program that opens it fetch something from
// outside the file: a picture "linked" rather than embedded (a relationship with TargetMode="External", to
// http://…, file:///… or a relative path), fields that include a picture, a text or a whole file (INCLUDEPICTURE,
// INCLUDETEXT, LINK, DDE…), altChunk and subDocument parts, an attached template, frames, a mail-merge data source,
// linked or embedded OLE objects, an embedded SVG whose <image> points at a file. LibreOffice follows several of
// them when it converts on the server (an internal address is requested; another clinic's upload is read from disk
// and printed), so every .docx is cleaned here before LibreOffice sees it, and again whenever it is converted.
//
// Strip or refuse: links and fetching fields are removed and the rest of the document kept (what they showed last
// stays: a field's last result, a linked picture's embedded copy when Word kept one), because a clinic's logo linked
// by mistake should not stop its printing. Refused instead, with a message: a macro-enabled file (a .docm renamed:
// its content may depend on code we would silently drop; saving it as .docx is the fix), and what Word never writes
// and a parser might read differently from us (a DOCTYPE, XML not in UTF-8 or malformed in the parts a document
// needs, a zip bomb); such a part elsewhere (an HTML altChunk) is left out instead.
//
// The package is rebuilt from what we parsed (every XML part re-serialised, every entry rewritten), so LibreOffice
// reads exactly what was checked: no duplicate zip entries, no second reading of an odd encoding or prefix.

/**
 * The most a .docx may hold once unzipped: a 5 MB zip of repeated bytes can unpack to gigabytes (a zip bomb), and
 * filling or cleaning a document holds all of its XML in memory several times over (a 95 MB one took an API from
 * 170 to 440 MB). Word's templates are far below it: pictures are stored compressed, a long document's XML is a few
 * MB. Checked on the sizes the entries declare in the zip's central directory, before anything is inflated, and
 * each entry is inflated no further than its declared size, so a lie stops at once instead of filling memory.
 */
export const MAX_UNZIPPED_BYTES = 32 * MB;

/**
 * The most of it that may be XML (text, tables, styles: every part but the pictures). Parsed, XML costs some 25 to
 * 50 times its size (a 15 MB one took 768 MB to fill), so this keeps one file's fill or cleaning to about 100 MB of
 * the worker's heap. A long template of Word's holds a few hundred KB of it.
 */
export const MAX_UNZIPPED_XML_BYTES = 2 * MB;

export const templateInvalid = (message: string, cause?: unknown) =>
  new AppError('printTemplateInvalid', { params: { message }, ...(cause === undefined ? {} : { cause }) });

const W_NS = new Set([
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
]);
/** Word 2010+ extensions (w14, w15, w16…), which add their own dataBinding. */
const W_EXTENSION_NS = 'http://schemas.microsoft.com/office/word/';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CONTENT_TYPES_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';
const OFFICE_NS = 'urn:schemas-microsoft-com:office:office';
const VML_NS = new Set([
  'urn:schemas-microsoft-com:vml',
  OFFICE_NS,
  'urn:schemas-microsoft-com:office:word',
  'urn:schemas-microsoft-com:office:excel',
  'urn:schemas-microsoft-com:office:powerpoint',
]);
const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Word elements that pull content from elsewhere: merged documents and subdocuments, the attached template (and
 * its styles), frames, a mail merge's data source and query, an XSLT applied on save, OLE objects (embedded ones
 * can carry documents with links of their own; the object prints as its preview picture), data bindings.
 */
const W_REMOVED = new Set([
  'altChunk',
  'subDoc',
  'attachedTemplate',
  'linkedStyles',
  'frameset',
  'mailMerge',
  'saveThroughXslt',
  'objectEmbed',
  'objectLink',
  'dataBinding',
]);
/** Field types that fetch: a picture, a text or a file, a link to another document, DDE, a database query. */
const FETCHING_FIELDS = new Set([
  'INCLUDEPICTURE',
  'INCLUDETEXT',
  'INCLUDE',
  'LINK',
  'DDE',
  'DDEAUTO',
  'IMPORT',
  'RD',
  'DATABASE',
]);
/** VML attributes that name a file or address directly, not through a relationship. */
const VML_URL_ATTRIBUTES = new Set(['src', 'href', 'althref']);

const MACRO_PART = /(^|\/)vba(Project\.bin|Data\.xml)$/i;
const MACRO_TYPE = /macroEnabled|vbaProject|vbaData/i;

type Removed = Record<string, number>;

interface Opened {
  zip: PizZip;
  /** Each entry's bytes, inflated (at most as far as it declared). */
  contents: Map<string, Buffer>;
}

/** A .docx past MAX_UNZIPPED_BYTES once unzipped, refused with the limit. */
export const unzippedTooLarge = () =>
  new AppError('docxUnzippedTooLarge', { params: { max: `${MAX_UNZIPPED_BYTES / MB} MB` } });

/** A .docx whose XML parts are past MAX_UNZIPPED_XML_BYTES once unzipped, refused with the limit. */
export const xmlTooLarge = () =>
  new AppError('docxTextTooLarge', { params: { max: `${MAX_UNZIPPED_XML_BYTES / MB} MB` } });

interface StoredEntry {
  dir?: boolean;
  date?: Date;
  _data?: {
    uncompressedSize?: number;
    compressionMethod?: string;
    getCompressedContent?: () => Uint8Array;
  };
}

const DEFLATE = '\x08\x00';

/** An entry's bytes, inflated with zlib no further than the size it declared: a lying header stops there. */
function inflateEntry(name: string, entry: StoredEntry): Buffer {
  const data = entry._data;
  const declared = data?.uncompressedSize ?? 0;
  const compressed = Buffer.from(data?.getCompressedContent?.() ?? new Uint8Array());
  let bytes: Buffer;
  try {
    bytes =
      data?.compressionMethod === DEFLATE
        ? inflateRawSync(compressed, { maxOutputLength: Math.max(1, declared) })
        : compressed;
  } catch (error) {
    throw templateInvalid(`${name}: its unzipped size is not what the zip declares`, error);
  }
  if (bytes.length !== declared)
    throw templateInvalid(`${name}: its unzipped size is not what the zip declares`);
  return bytes;
}

/**
 * The zip's directory, read without inflating anything: a .docx (it holds word/document.xml) whose entries declare
 * at most MAX_UNZIPPED_BYTES in all, else docxUnzippedTooLarge. Cheap enough for the API's own thread, so a file
 * too large is refused before any work is handed to a worker.
 */
export function readDocxDirectory(bytes: Uint8Array): PizZip {
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch (error) {
    throw templateInvalid('not a Word document (.docx)', error);
  }
  if (!zip.file('word/document.xml'))
    throw templateInvalid('not a Word document (.docx): no word/document.xml');
  const entries = Object.entries(zip.files) as [string, StoredEntry][];
  const size = (entry: StoredEntry) => entry._data?.uncompressedSize ?? 0;
  const declared = entries.reduce((sum, [, entry]) => sum + size(entry), 0);
  if (declared > MAX_UNZIPPED_BYTES) throw unzippedTooLarge();
  const xml = entries
    .filter(([name]) => /\.(xml|rels)$/i.test(name))
    .reduce((sum, [, entry]) => sum + size(entry), 0);
  if (xml > MAX_UNZIPPED_XML_BYTES) throw xmlTooLarge();
  return zip;
}

/**
 * Opens a .docx: a zip with word/document.xml, at most MAX_UNZIPPED_BYTES unzipped, without macros. Every caller
 * that unzips a .docx opens it here (docxtemplater reads the zip afterwards, its sizes already proven).
 */
export function openDocx(bytes: Uint8Array): Opened {
  const zip = readDocxDirectory(bytes);
  const entries = Object.entries(zip.files) as [string, StoredEntry][];
  const contents = new Map<string, Buffer>();
  for (const [name, entry] of entries) if (!entry.dir) contents.set(name, inflateEntry(name, entry));
  const types = contents.get('[Content_Types].xml')?.toString('utf8') ?? '';
  if ([...contents.keys()].some((name) => MACRO_PART.test(name)) || MACRO_TYPE.test(types))
    throw new AppError('printTemplateHasMacros');
  return { zip, contents };
}

const attribute = (el: Element, localName: string): string | null => {
  for (let i = 0; i < el.attributes.length; i++) {
    const attr = el.attributes.item(i)!;
    if ((attr.localName ?? attr.name) === localName) return attr.value;
  }
  return null;
};

const elementChildren = (node: Node): Element[] => {
  const out: Element[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling)
    if (child.nodeType === 1) out.push(child as Element);
  return out;
};

/** A field instruction's type: its first word, upper-cased (Word reads `includetext` as INCLUDETEXT). */
const fieldType = (instruction: string) => instruction.trim().split(/\s+/)[0]!.toUpperCase();

/** Whether a target holds a control character (below U+0020), which no sane link does. */
const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20);

/** A hyperlink that stays a link in the PDF: LibreOffice never fetches a hyperlink's target. */
const isWebLink = (target: string) =>
  /^(https?:\/\/|mailto:|tel:)[^\s\\]*$/i.test(target.trim()) && !hasControl(target);

/**
 * Whether an internal relationship's target stays inside the package: no scheme (file:, http:…), no `//host` or
 * `\\share`, no backslash or control character, and `..` never climbing above the package root — checked both as
 * written and percent-decoded, as a reader may decode it.
 */
function isInsidePackage(target: string, relsPart: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return false;
  }
  for (const form of [target.trim(), decoded.trim()]) {
    if (
      !form ||
      form.includes('\\') ||
      hasControl(form) ||
      /^[a-z][a-z0-9+.-]*:/i.test(form) ||
      form.startsWith('//')
    )
      return false;
  }
  // word/_rels/document.xml.rels describes word/document.xml: its relative targets start from word/.
  const base = relsPart
    .replace(/_rels\/[^/]*$/, '')
    .split('/')
    .filter(Boolean);
  const segments = decoded.startsWith('/') ? [] : base;
  for (const segment of decoded.split('/')) {
    if (segment === '..') {
      if (!segments.length) return false;
      segments.pop();
    } else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return true;
}

/** An SVG attribute value that reaches outside the picture: url(…) to anything but a fragment of it. */
const svgExternalUrl = (value: string) =>
  [...value.matchAll(/url\s*\(\s*['"]?\s*([^'")\s]*)/gi)].some((m) => !m[1]!.startsWith('#')) ||
  /@import/i.test(value);

/** The complex field being read: begin, the instruction's runs, separate, its result, end. */
interface Field {
  markers: Element[];
  instruction: string;
  /** What lies between begin and separate (the instruction, and fields nested in it): removed with the field. */
  region: Element[];
  separated: boolean;
}

/** Cleans one parsed XML part in place; counts what it removed by kind. */
function cleanPart(root: Element, relsPart: string | null, removed: Removed) {
  const drop: Element[] = [];
  const unwrap: Element[] = [];
  const count = (kind: string) => {
    removed[kind] = (removed[kind] ?? 0) + 1;
  };
  const stack: Field[] = [];
  /** Fields still reading their instruction: whatever comes now belongs to it. */
  const inInstruction = (el: Element, except?: Field) => {
    for (const field of stack) if (!field.separated && field !== except) field.region.push(el);
  };
  const closeField = (field: Field) => {
    const type = fieldType(field.instruction);
    // An instruction that is empty or built from nested fields is read as nothing safe.
    if (type && !FETCHING_FIELDS.has(type)) return;
    count(`${type || 'unnamed'} field`);
    drop.push(...field.markers, ...field.region);
  };

  const visit = (el: Element, parent: Element | null) => {
    const ns = el.namespaceURI ?? '';
    const name = el.localName ?? el.nodeName;
    if (W_NS.has(ns)) {
      if (name === 'fldChar') {
        const kind = attribute(el, 'fldCharType');
        if (kind === 'begin') {
          inInstruction(el);
          stack.push({ markers: [el], instruction: '', region: [], separated: false });
        } else if (kind === 'separate' && stack.length) {
          const field = stack.at(-1)!;
          inInstruction(el, field);
          field.markers.push(el);
          field.separated = true;
        } else if (kind === 'end' && stack.length) {
          const field = stack.pop()!;
          inInstruction(el);
          field.markers.push(el);
          closeField(field);
        }
        return;
      }
      if (name === 'instrText' || name === 'delInstrText') {
        const field = stack.at(-1);
        inInstruction(el, field);
        if (field && !field.separated) {
          field.instruction += el.textContent ?? '';
          field.markers.push(el);
        }
        return;
      }
      if (name === 'fldSimple' && FETCHING_FIELDS.has(fieldType(attribute(el, 'instr') ?? ''))) {
        count(`${fieldType(attribute(el, 'instr') ?? '')} field`);
        unwrap.push(el);
      }
      if (W_REMOVED.has(name)) {
        count(name);
        drop.push(el);
        return;
      }
      // A run's content (text, picture, tab…) inside a field's instruction goes with the field.
      if (parent && W_NS.has(parent.namespaceURI ?? '') && parent.localName === 'r' && name !== 'rPr')
        inInstruction(el);
    } else if (ns.startsWith(W_EXTENSION_NS) && name === 'dataBinding') {
      count(name);
      drop.push(el);
      return;
    } else if (VML_NS.has(ns)) {
      if (ns === OFFICE_NS && name === 'OLEObject') {
        count(name);
        drop.push(el);
        return;
      }
      for (const attr of [...Array(el.attributes.length).keys()].map((i) => el.attributes.item(i)!))
        if (VML_URL_ATTRIBUTES.has(attr.localName ?? attr.name)) {
          count(`VML ${attr.localName}`);
          el.removeAttributeNode(attr);
        }
    } else if (ns === SVG_NS) {
      if (
        name === 'script' ||
        name === 'foreignObject' ||
        (name === 'style' && svgExternalUrl(el.textContent ?? ''))
      ) {
        count(`SVG ${name}`);
        drop.push(el);
        return;
      }
      for (const attr of [...Array(el.attributes.length).keys()].map((i) => el.attributes.item(i)!)) {
        const local = attr.localName ?? attr.name;
        const outside =
          local === 'href' || local === 'src'
            ? !attr.value.trim().startsWith('#')
            : svgExternalUrl(attr.value);
        if (outside) {
          count(`SVG ${local}`);
          el.removeAttributeNode(attr);
        }
      }
    } else if (ns === RELATIONSHIPS_NS && name === 'Relationship' && relsPart !== null) {
      const type = attribute(el, 'Type') ?? '';
      if (/vba/i.test(type)) throw new AppError('printTemplateHasMacros');
      const target = attribute(el, 'Target') ?? '';
      const mode = (attribute(el, 'TargetMode') ?? 'Internal').trim().toLowerCase();
      const keep = /\/hyperlink$/.test(type)
        ? mode === 'internal'
          ? isInsidePackage(target, relsPart)
          : isWebLink(target)
        : mode === 'internal' && isInsidePackage(target, relsPart);
      if (!keep) {
        count(mode === 'internal' ? 'relationship outside the package' : 'external relationship');
        drop.push(el);
        return;
      }
    } else if (ns === CONTENT_TYPES_NS && MACRO_TYPE.test(attribute(el, 'ContentType') ?? '')) {
      throw new AppError('printTemplateHasMacros');
    }
    for (const child of elementChildren(el)) visit(child, el);
  };
  visit(root, null);
  // A field left open at the end of its part is judged by what its instruction said so far.
  for (const field of stack) closeField(field);

  for (const el of unwrap) {
    const parent = el.parentNode;
    if (!parent) continue;
    while (el.firstChild) parent.insertBefore(el.firstChild, el);
    parent.removeChild(el);
  }
  for (const el of drop) el.parentNode?.removeChild(el);
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Whether an entry holds XML (whatever its name or declared type): it starts with `<`, after a BOM or blanks. */
function looksLikeXml(bytes: Buffer): boolean {
  let at = bytes.subarray(0, 3).equals(UTF8_BOM) ? 3 : 0;
  while (at < bytes.length && ' \t\r\n'.includes(String.fromCharCode(bytes[at]!))) at++;
  // UTF-16 (with its BOM, or `<` then a zero byte) is XML too, in an encoding we refuse.
  return (
    bytes[at] === 0x3c ||
    bytes.subarray(0, 2).equals(Buffer.from([0xff, 0xfe])) ||
    bytes.subarray(0, 2).equals(Buffer.from([0xfe, 0xff]))
  );
}

/**
 * Parses one XML part as we can be sure LibreOffice reads it too: UTF-8, well-formed, without a DOCTYPE (so no
 * entities to expand, none loaded from a file or an address). Null when it is not such a part.
 */
function parsePart(bytes: Buffer) {
  let text: string;
  try {
    text = utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']*)["']/.exec(text)?.[1];
  if (declared !== undefined && !/^utf-?8$/i.test(declared)) return null;
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return null;
  try {
    const doc = new DOMParser({ onError: onErrorStopParsing }).parseFromString(text, 'text/xml');
    return doc.documentElement ? doc : null;
  } catch {
    return null;
  }
}

/** Parts a Word document cannot do without: unreadable, the file is refused rather than the part left out. */
const isEssential = (name: string) =>
  name === 'word/document.xml' || name === '[Content_Types].xml' || /\.rels$/i.test(name);

/**
 * The .docx cleaned of everything that reaches outside it (see the top of this file), rebuilt as a new zip; what
 * was removed is counted by kind (for the log: no targets, which may name files or addresses). Refuses a file with
 * macros (printTemplateHasMacros) and what cannot be read safely (printTemplateInvalid).
 */
export function sanitiseDocx(bytes: Uint8Array): { docx: Buffer; removed: Removed } {
  const { zip, contents } = openDocx(bytes);
  const removed: Removed = {};
  const out = new PizZip();
  for (const [name, entry] of Object.entries(zip.files) as [string, StoredEntry][]) {
    if (entry.dir) continue;
    let content = contents.get(name)!;
    if (content[0] === 0x1f && content[1] === 0x8b)
      // A gzip-compressed part (an .svgz picture) would be read after a decompression we do not check.
      throw templateInvalid(`${name} is compressed inside the document`);
    if (looksLikeXml(content)) {
      const doc = parsePart(content);
      if (!doc) {
        // Not XML we can read the way LibreOffice would (an HTML altChunk, another encoding, a DOCTYPE): left out.
        if (isEssential(name))
          throw templateInvalid(`${name} is not well-formed UTF-8 XML without a DOCTYPE`);
        removed['unreadable part'] = (removed['unreadable part'] ?? 0) + 1;
        continue;
      }
      cleanPart(doc.documentElement!, /\.rels$/i.test(name) ? name : null, removed);
      content = Buffer.from(new XMLSerializer().serializeToString(doc), 'utf8');
    }
    out.file(name, content, { binary: true, date: entry.date ?? new Date(0) });
  }
  return { docx: out.generate({ type: 'nodebuffer', compression: 'DEFLATE' }), removed };
}
