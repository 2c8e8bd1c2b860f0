import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '@clinic/domain';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { hangOnce, pdfText, sofficeInstalled, wordDocx } from '../../testing/docx-fixtures.js';
import { findExecutable, libreOfficeConverter } from './libreoffice.js';

// The LibreOffice worker against the real soffice (skipped, and reported skipped, only where it is not
// installed), and fake soffice scripts for what a real one does rarely: hanging, or being run twice at once.

const work = mkdtempSync(path.join(tmpdir(), 'lo-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const keyOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof AppError ? error.key : error;
  }
  return 'resolved';
};

/** Whether a process runs: gone, or dead and waiting for its parent to reap it (state Z), is not running. */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** A shell script standing in for soffice. */
function script(name: string, body: string): string {
  const file = path.join(work, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

describe('without LibreOffice', () => {
  it('is unavailable and refuses with pdfUnavailable', async () => {
    const converter = libreOfficeConverter({
      binary: path.join(work, 'no-such-soffice'),
      timeoutMs: 5000,
      dataDir: undefined,
    });
    expect(await converter.available()).toBe(false);
    expect(await keyOf(converter.convert(wordDocx(['x'])))).toBe('pdfUnavailable');
    await converter.close();
  });
});

describe.skipIf(!sofficeInstalled)('LibreOffice worker', () => {
  const soffice = findExecutable(['soffice', 'libreoffice'])!;

  it('converts a Vietnamese document, with its own profile, and leaves no job folder behind', async () => {
    const dataDir = path.join(work, 'data');
    const converter = libreOfficeConverter({ binary: undefined, timeoutMs: 60_000, dataDir });
    expect(await converter.available()).toBe(true);
    const pdf = await converter.convert(
      wordDocx(['Bệnh nhân: Nguyễn Thị Hồng Nhung', 'Mời tái khám ngày 03/12/2026']),
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Nguyễn Thị Hồng Nhung');
    expect(text).toContain('Mời tái khám');
    expect(existsSync(path.join(dataDir, 'lo-profile'))).toBe(true);
    expect(readdirSync(path.join(dataDir, 'lo-jobs'))).toEqual([]);
    await converter.close();
  }, 120_000);

  it('kills a hung conversion’s whole process group after the timeout, and the next job runs fresh', async () => {
    const pids = path.join(work, 'hang.pids');
    const marker = path.join(work, 'hang.once');
    // The first run hangs (with a child of its own, as soffice forks soffice.bin); later runs answer at once
    // (a real soffice's first start on a fresh profile takes longer than this test's short timeout).
    const fake = script('hanging-soffice', hangOnce(marker, pids));
    const converter = libreOfficeConverter({
      binary: fake,
      timeoutMs: 1500,
      dataDir: path.join(work, 'hang'),
    });
    const started = Date.now();
    expect(await keyOf(converter.convert(wordDocx(['Lần một'])))).toBe('pdfConversionFailed');
    expect(Date.now() - started).toBeLessThan(10_000);
    // SIGKILL to the group is sent before the job fails; on a loaded machine a process may take a moment to be gone.
    for (const pid of readFileSync(pids, 'utf8').trim().split(' ').map(Number)) {
      await vi.waitFor(() => expect(running(pid), `process ${pid} still runs`).toBe(false), {
        timeout: 5_000,
      });
    }
    const pdf = await converter.convert(wordDocx(['Lần hai']));
    expect(pdfText(pdf)).toContain('fake soffice');
    await converter.close();
  }, 120_000);

  it('runs one conversion at a time, in order, however many arrive at once', async () => {
    const lock = path.join(work, 'running');
    const overlap = path.join(work, 'overlap');
    const order = path.join(work, 'order');
    // mkdir is atomic: a second soffice started while one runs finds the lock taken.
    const fake = script(
      'counting-soffice',
      `mkdir ${lock} 2>/dev/null || touch ${overlap}\n${soffice} "$@"\nrc=$?\nrmdir ${lock} 2>/dev/null\nexit $rc`,
    );
    const converter = libreOfficeConverter({
      binary: fake,
      timeoutMs: 60_000,
      dataDir: path.join(work, 'queue'),
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        converter.convert(wordDocx([`Tài liệu số ${i + 1}`])).then((pdf) => {
          writeFileSync(order, `${i + 1}\n`, { flag: 'a' });
          return pdf;
        }),
      ),
    );
    results.forEach((pdf, i) => {
      expect(pdfText(pdf)).toContain(`Tài liệu số ${i + 1}`);
    });
    expect(existsSync(overlap), 'two conversions ran at once').toBe(false);
    expect(readFileSync(order, 'utf8').trim().split('\n').map(Number)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    await converter.close();
  }, 300_000);
});
