import {
  AppError,
  PRINT_TEMPLATE_MAX_BYTES,
  printDemoData,
  printKinds,
  printPlaceholders,
} from '@clinic/domain';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { docxText, wordDocx } from '../../testing/docx-fixtures.js';
import { storedZip } from '../../testing/file-fixtures.js';
import { checkTemplate, fillDocx } from './docx.js';

// A clinic's .docx filled by docxtemplater's safe default parser: loops, nested fields, missing values, template
// errors, and templates written to run code.

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? { key: error.key, params: error.params } : error;
  }
  return null;
};

const filled = (paragraphs: string[], data: Record<string, unknown>) =>
  docxText(fillDocx(wordDocx(paragraphs), data));

describe('fillDocx', () => {
  it('fills loops, nested fields and loop items, one paragraph per item', () => {
    const text = filled(
      ['Đơn thuốc của {patient.fullName}', '{#items}', '{index}. {name} — {doseText}', '{/items}', 'Hết'],
      {
        patient: { fullName: 'Nguyễn Văn An' },
        items: [
          { index: 1, name: 'Amoxicillin 500mg', doseText: 'Sáng 1 · Tối 1' },
          { index: 2, name: 'Paracetamol', doseText: 'Trưa 1' },
        ],
      },
    );
    expect(text).toBe(
      'Đơn thuốc của Nguyễn Văn An\n1. Amoxicillin 500mg — Sáng 1 · Tối 1\n2. Paracetamol — Trưa 1\nHết',
    );
  });

  it('fills an inline loop, and prints a missing or null value empty, never "undefined"', () => {
    expect(
      filled(['{#items}{index}. {name} {/items}'], {
        items: [
          { index: 1, name: 'A' },
          { index: 2, name: 'B' },
        ],
      }),
    ).toBe('1. A 2. B ');
    expect(filled(['[{nothing}][{patient.age}][{patient.missing.deeper}]'], { patient: { age: null } })).toBe(
      '[][][]',
    );
  });

  it('reads a loop item’s nested fields and the document’s fields from inside a loop', () => {
    expect(
      filled(['{#items}{name}/{unit.text}/{clinic.name};{/items}'], {
        clinic: { name: 'PK An Bình' },
        items: [{ name: 'A', unit: { text: 'Viên' } }],
      }),
    ).toBe('A/Viên/PK An Bình;');
  });

  it('runs nothing a template writes: code-like tags print empty or are refused, and no code ran', () => {
    const g = globalThis as { __printPwned?: unknown };
    delete g.__printPwned;
    const attacks = [
      "{constructor.constructor('globalThis.__printPwned = 1')()}",
      '{__proto__}',
      '{constructor}',
      '{toString}',
      '{#constructor}looped{/constructor}',
      '{#__proto__}looped{/__proto__}',
      "{patient.constructor.constructor('globalThis.__printPwned = 2')()}",
      '{patient.__proto__.polluted}',
    ];
    for (const attack of attacks) {
      let text: string | undefined;
      const refused = refusal(() => {
        text = filled([`[${attack}]`], { patient: { fullName: 'A' } });
      });
      if (refused) expect(refused, attack).toMatchObject({ key: 'printTemplateInvalid' });
      else expect(text, attack).toBe('[]');
    }
    expect(g.__printPwned).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a broken template with printTemplateInvalid naming the tag and what is wrong', () => {
    expect(refusal(() => filled(['Xin chào {patient.fullName'], {}))).toMatchObject({
      key: 'printTemplateInvalid',
      params: { message: expect.stringContaining('patient.fullName') },
    });
    const unopened = refusal(() => filled(['{index}{/items}'], {})) as { params: { message: string } };
    expect(unopened).toMatchObject({ key: 'printTemplateInvalid' });
    expect(unopened.params.message).toMatch(/items/);
    expect(unopened.params.message.length).toBeLessThanOrEqual(500);
  });

  it('fills every placeholder the settings screen lists from the demo data of each kind', () => {
    for (const kind of printKinds) {
      const lines = printPlaceholders[kind].map((p) =>
        p.fields
          ? `{#${p.path}}${p.fields.map((f) => `{${f}}`).join('|')};{/${p.path}}`
          : `${p.path}={${p.path}}`,
      );
      const text = filled(lines, printDemoData(kind));
      expect(text, kind).toContain(printDemoData(kind).clinic.name);
      expect(text, kind).toContain(printDemoData(kind).patient!.fullName);
      expect(text, kind).not.toMatch(/undefined|\[object Object\]/);
    }
  });
});

describe('checkTemplate', () => {
  it('accepts a real .docx template', () => {
    expect(refusal(() => checkTemplate(wordDocx(['{#items}{name}{/items}'])))).toBeNull();
  });

  it('refuses what is not a .docx by its content, whatever it is named', () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2000)]);
    expect(refusal(() => checkTemplate(exe))).toMatchObject({ key: 'invalidFileType' });
    // A zip, but a spreadsheet rather than a Word document.
    expect(refusal(() => checkTemplate(storedZip({ 'xl/workbook.xml': '<workbook/>' })))).toMatchObject({
      key: 'invalidFileType',
    });
  });

  it('refuses a template larger than 5 MB', () => {
    const big = Buffer.concat([wordDocx(['x']), Buffer.alloc(PRINT_TEMPLATE_MAX_BYTES)]);
    expect(refusal(() => checkTemplate(big))).toMatchObject({ key: 'fileTooLarge', params: { max: '5 MB' } });
  });

  it('refuses a zip bomb: a small .docx that would unpack to more than 32 MB', () => {
    const zip = new PizZip(wordDocx(['{patient.fullName}']));
    zip.file('word/media/filler.bin', Buffer.alloc(101 * 1024 * 1024));
    const bomb = zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(PRINT_TEMPLATE_MAX_BYTES);
    const tooLarge = { key: 'docxUnzippedTooLarge', params: { max: '32 MB' } };
    expect(refusal(() => checkTemplate(bomb))).toMatchObject(tooLarge);
    expect(refusal(() => fillDocx(bomb, {}))).toMatchObject(tooLarge);
  });

  it('refuses a template docxtemplater cannot compile', () => {
    expect(refusal(() => checkTemplate(wordDocx(['{#items}{name}'])))).toMatchObject({
      key: 'printTemplateInvalid',
    });
  });
});
