import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { AppError, PRINT_TEMPLATE_MAX_BYTES } from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import { docxText, largeXmlDocx, wordDocx } from '../../testing/docx-fixtures.js';
import { checkTemplateInThread, fillDocxInThread } from './docx-thread.js';

// Templates are checked and filled in a worker thread, off the API's event loop, and one too large once unzipped
// is refused before any of it is filled.

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return error instanceof AppError ? { key: error.key, params: error.params } : error;
  }
  return null;
};

/** An unzipped-too-large template with an unclosed loop: filling it would fail otherwise than on its size. */
const hugeTemplate = (megabytes: number) =>
  largeXmlDocx(megabytes, ['{#items}{name}', 'Bệnh nhân: {patient.fullName}']);

describe('templates in the worker thread', () => {
  it('refuses a .docx past 32 MB once unzipped with docxUnzippedTooLarge, before filling or compiling it', async () => {
    const huge = hugeTemplate(40);
    expect(huge.length).toBeLessThan(PRINT_TEMPLATE_MAX_BYTES);
    const tooLarge = { key: 'docxUnzippedTooLarge', params: { max: '32 MB' } };
    expect(await refusal(fillDocxInThread(huge, {}))).toEqual(tooLarge);
    expect(await refusal(checkTemplateInThread(huge))).toEqual(tooLarge);
    // Within 32 MB but past 2 MB of XML (what parsing multiplies): refused as well, before any parsing.
    const wordy = { key: 'docxTextTooLarge', params: { max: '2 MB' } };
    expect(await refusal(fillDocxInThread(hugeTemplate(3), {}))).toEqual(wordy);
    expect(await refusal(checkTemplateInThread(hugeTemplate(3)))).toEqual(wordy);
    // Within the limits, the same template is compiled, and refused for its unclosed loop.
    expect(await refusal(fillDocxInThread(hugeTemplate(1), {}))).toMatchObject({
      key: 'printTemplateInvalid',
    });
  }, 60_000);

  it('fills a large template while the API’s event loop keeps turning', async () => {
    const lines = Array.from(
      { length: 5_000 },
      (_, i) => `${i + 1}. {patient.fullName} — {#items}{name}, {/items}`,
    );
    const template = wordDocx(lines);
    const data = {
      patient: { fullName: 'Nguyễn Thị Lan' },
      items: [{ name: 'Amoxicillin' }, { name: 'Paracetamol' }],
    };
    let turns = 0;
    let filling = true;
    const turn = () => {
      turns += 1;
      if (filling) setImmediate(turn);
    };
    setImmediate(turn);
    const filled = await fillDocxInThread(template, data).finally(() => {
      filling = false;
    });
    // Filled on this thread, the fill would have run to its end before any of these callbacks.
    expect(turns).toBeGreaterThan(1);
    const text = docxText(filled);
    expect(text).toContain('5000. Nguyễn Thị Lan — Amoxicillin, Paracetamol,');
  }, 60_000);

  it('finds its worker module in a process started as the API is, under tsx', async () => {
    const child = fileURLToPath(new URL('../../testing/fill-child.ts', import.meta.url));
    // From the API's folder, as `pnpm start` runs it: tsx resolves from there, not from the repository's root.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', child, 'Trần Văn Bình'],
      { cwd: fileURLToPath(new URL('../../..', import.meta.url)) },
    );
    expect(stdout).toContain('Bệnh nhân: Trần Văn Bình');
  }, 60_000);
});
