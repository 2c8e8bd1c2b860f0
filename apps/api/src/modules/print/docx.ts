import { AppError, PRINT_TEMPLATE_MAX_BYTES } from '@clinic/domain';
import Docxtemplater from 'docxtemplater';
import { DOCX_TYPE, detectFileType, MAGIC_HEAD_BYTES } from '../../platform/files/magic.js';
import { openDocx, sanitiseDocx, templateInvalid } from '../../platform/pdf/docx-sanitise.js';
import { formatMax } from '../files/kind-rules.js';

// A clinic's .docx template filled with a document's print data (docs/product.md#printing), by docxtemplater with
// its own safe default parser: a tag is looked up as one own property of the data (no expressions, nothing a
// template writes is ever evaluated, `{constructor}` or `{__proto__}` find no own property and print empty).
// Because that parser takes the tag as one key, the data is given with its nested fields flattened beside it:
// `{patient.fullName}` is the own key 'patient.fullName'. Loops (`{#items}…{/items}`) walk the arrays.

/** Most template errors the message names; a broken template may have dozens. */
const MAX_ERRORS_SHOWN = 3;

type Scope = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Scope =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `{ patient: { fullName } }` → `{ patient: {…}, 'patient.fullName': … }` at every depth, and the same in each
 * item of an array (a loop's item is its own scope). Built on null-prototype objects: nothing inherited is there.
 */
export function docxScope(data: Scope): Scope {
  const scope: Scope = Object.create(null);
  const add = (prefix: string, value: unknown) => {
    if (Array.isArray(value)) {
      scope[prefix] = value.map((item) => (isPlainObject(item) ? docxScope(item) : item));
    } else if (isPlainObject(value)) {
      scope[prefix] = docxScope(value);
      for (const [key, inner] of Object.entries(value)) add(`${prefix}.${key}`, inner);
    } else {
      scope[prefix] = value;
    }
  };
  for (const [key, value] of Object.entries(data)) add(key, value);
  return scope;
}

interface TemplateErrorProperties {
  explanation?: string;
  errors?: { properties?: TemplateErrorProperties; message?: string }[];
}

/** docxtemplater's error (one, or a MultiError of many) as one short line: each tag and what is wrong with it. */
function templateErrorMessage(error: unknown): string {
  const properties = (error as { properties?: TemplateErrorProperties }).properties;
  const parts = properties?.errors?.length
    ? properties.errors.map((e) => e.properties?.explanation ?? e.message ?? '')
    : [properties?.explanation ?? (error instanceof Error ? error.message : String(error))];
  const shown = parts.filter(Boolean).slice(0, MAX_ERRORS_SHOWN);
  const more = parts.length - shown.length;
  return `${shown.join('; ')}${more > 0 ? ` (+${more})` : ''}`.slice(0, 500);
}

/**
 * Opens and compiles a template: openDocx refuses what is not a .docx, a zip bomb (docxtemplater unpacks
 * document.xml whole into memory) and macros; a template docxtemplater refuses is 1080.
 */
function compile(bytes: Uint8Array): Docxtemplater {
  const { zip } = openDocx(bytes);
  try {
    return new Docxtemplater(zip, {
      paragraphLoop: true,
      linebreaks: true,
      // A value the data lacks prints nothing, never 'undefined'.
      nullGetter: () => '',
      // A refused template answers 1080 with its own message; docxtemplater need not print it to the console.
      errorLogging: false,
    });
  } catch (error) {
    throw templateInvalid(templateErrorMessage(error), error);
  }
}

/** The checks of an uploaded template that read no more than its length and first bytes (see checkTemplate). */
export function checkTemplateBytes(bytes: Uint8Array): void {
  if (bytes.length > PRINT_TEMPLATE_MAX_BYTES)
    throw new AppError('fileTooLarge', { params: { max: formatMax(PRINT_TEMPLATE_MAX_BYTES) } });
  if (detectFileType(bytes.subarray(0, MAGIC_HEAD_BYTES)) !== DOCX_TYPE)
    throw new AppError('invalidFileType');
}

/**
 * Checks an uploaded template before it is saved: at most PRINT_TEMPLATE_MAX_BYTES, a real .docx by its content
 * (a zip with word/ entries, whatever its name), one the sanitiser can clean (no macros, nothing unreadable: its
 * links out are removed at each conversion, see platform/pdf/docx-sanitise.ts), and a template docxtemplater
 * compiles (tags closed, loops opened and closed). Heavy on a large template: the API runs it in a worker thread
 * (docx-thread.ts).
 */
export function checkTemplate(bytes: Uint8Array): void {
  checkTemplateBytes(bytes);
  sanitiseDocx(bytes);
  compile(bytes);
}

/** The template filled with the data: a new .docx. Heavy on a large template: see docx-thread.ts. */
export function fillDocx(template: Uint8Array, data: Scope): Buffer {
  const doc = compile(template);
  try {
    doc.render(docxScope(data));
  } catch (error) {
    throw templateInvalid(templateErrorMessage(error), error);
  }
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
