import { execFile } from 'node:child_process';
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
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { AppError } from '@clinic/domain';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  countingListener,
  docxPackage,
  hangOnce,
  para,
  pdfImageCount,
  pdfText,
  picture,
  rel,
  sofficeInstalled,
  tinyPdf,
  wordDocx,
} from '../../testing/docx-fixtures.js';
import { pngBytes } from '../../testing/file-fixtures.js';
import { findExecutable, libreOfficeConverter } from './libreoffice.js';
import { seedProfile } from './soffice-sandbox.js';

// The LibreOffice worker against the real soffice (skipped, and reported skipped, only where it is not
// installed), and fake soffice scripts for what a real one does rarely: hanging, or being run twice at once.

const execFileAsync = promisify(execFile);
/** The clinic the conversions are made for (clinics take turns: see the fairness tests). */
const clinic = { clinicId: 1 };
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

/**
 * A soffice stand-in that reports what a conversion could reach: it tries the listener at `probeUrl`, lists the
 * marks earlier runs left in its profile (then leaves its own), lists the folder its input is in, and records it all
 * in `report` (one JSON line a run), answering a one-page PDF like soffice.
 */
function probeSoffice(name: string, probeUrl: string, report: string): string {
  const pdf = path.join(work, `${name}.pdf`);
  writeFileSync(pdf, tinyPdf('probe'));
  const file = path.join(work, name);
  writeFileSync(
    file,
    `#!${process.execPath}
const fs = require('node:fs'), path = require('node:path'), http = require('node:http');
const args = process.argv.slice(2);
const profile = decodeURIComponent(new URL(args.find((a) => a.startsWith('-env:UserInstallation=')).slice(22)).pathname);
const outdir = args[args.indexOf('--outdir') + 1];
const input = args[args.length - 1];
const marks = path.join(profile, 'user', 'marks');
const mark = 'run-' + process.pid + '-' + Date.now();
const facts = {
  profile,
  mark,
  marksFound: fs.existsSync(marks) ? fs.readdirSync(marks) : [],
  inputDir: path.dirname(input),
  inputDirHolds: fs.readdirSync(path.dirname(input)),
  settings: fs.existsSync(path.join(profile, 'user', 'registrymodifications.xcu'))
    ? fs.readFileSync(path.join(profile, 'user', 'registrymodifications.xcu'), 'utf8')
    : '',
};
fs.mkdirSync(marks, { recursive: true });
fs.writeFileSync(path.join(marks, mark), 'x');
const done = (network) => {
  fs.appendFileSync(${JSON.stringify(report)}, JSON.stringify({ ...facts, network }) + '\\n');
  fs.copyFileSync(${JSON.stringify(pdf)}, path.join(outdir, path.basename(input).replace(/\\.docx$/, '.pdf')));
};
http.get(${JSON.stringify(probeUrl)}, { timeout: 3000 }, (res) => { res.resume(); done('reached'); })
  .on('error', (e) => done(e.code || 'error'))
  .on('timeout', function () { this.destroy(); });
`,
  );
  chmodSync(file, 0o755);
  return file;
}

const reportOf = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map(
      (line) =>
        JSON.parse(line) as {
          profile: string;
          mark: string;
          marksFound: string[];
          inputDir: string;
          inputDirHolds: string[];
          settings: string;
          network: string;
        },
    );

describe('what a conversion can reach', () => {
  it('soffice runs with no network, a fresh profile and only its input at hand, all removed afterwards', async () => {
    const listener = await countingListener(pngBytes());
    const report = path.join(work, 'probe.jsonl');
    const dataDir = path.join(work, 'probe-data');
    const converter = libreOfficeConverter({
      binary: probeSoffice('probe-soffice', listener.url('metadata'), report),
      timeoutMs: 20_000,
      dataDir,
    });
    try {
      await converter.convert(wordDocx(['Một']), clinic);
      await converter.convert(wordDocx(['Hai']), clinic);
    } finally {
      await converter.close();
      await listener.close();
    }
    const runs = reportOf(report);
    // The last two runs are the conversions (a first run may have warmed the template profile).
    const [first, second] = runs.slice(-2);
    expect(listener.seen).toEqual([]);
    expect(second!.marksFound, 'a profile the conversion before used').not.toContain(first!.mark);
    for (const run of [first!, second!]) {
      expect(run.network).not.toBe('reached');
      expect(run.settings).toContain('BlockUntrustedRefererLinks');
      expect(run.inputDirHolds).toEqual(['document.docx']);
      expect(run.inputDir.startsWith(dataDir), 'the input sits beside the server’s data').toBe(false);
      expect(existsSync(run.profile), 'the profile outlived its conversion').toBe(false);
      expect(existsSync(run.inputDir), 'the input outlived its conversion').toBe(false);
    }
    expect(first!.profile).not.toBe(second!.profile);
  }, 60_000);

  it('where no network namespace can be made, says so in the log and still converts with the blocking profile', async () => {
    const report = path.join(work, 'fallback.jsonl');
    const listener = await countingListener(pngBytes());
    const warnings: string[] = [];
    const converter = libreOfficeConverter({
      binary: probeSoffice('fallback-soffice', listener.url('metadata'), report),
      timeoutMs: 20_000,
      dataDir: path.join(work, 'fallback-data'),
      // An unshare that cannot make a namespace, as in a container without the right.
      unshare: script(
        'refusing-unshare',
        'echo "unshare: unshare failed: Operation not permitted" >&2; exit 1',
      ),
      log: (level, _details, message) => {
        if (level === 'warn') warnings.push(message);
      },
    });
    try {
      expect(pdfText(await converter.convert(wordDocx(['Một']), clinic))).toContain('probe');
    } finally {
      await converter.close();
      await listener.close();
    }
    expect(warnings).toEqual([expect.stringContaining('WITHOUT a network namespace')]);
    const run = reportOf(report).at(-1)!;
    expect(run.settings).toContain('BlockUntrustedRefererLinks');
  }, 60_000);
});

describe('without LibreOffice', () => {
  it('is unavailable and refuses with pdfUnavailable', async () => {
    const converter = libreOfficeConverter({
      binary: path.join(work, 'no-such-soffice'),
      timeoutMs: 5000,
      dataDir: undefined,
    });
    expect(await converter.available()).toBe(false);
    expect(await keyOf(converter.convert(wordDocx(['x']), clinic))).toBe('pdfUnavailable');
    await converter.close();
  });
});

describe.skipIf(!sofficeInstalled)('LibreOffice worker', () => {
  const soffice = findExecutable(['soffice', 'libreoffice'])!;

  it('converts a Vietnamese document, and keeps only the warmed template profile in its data folder', async () => {
    const dataDir = path.join(work, 'data');
    const converter = libreOfficeConverter({ binary: undefined, timeoutMs: 60_000, dataDir });
    expect(await converter.available()).toBe(true);
    const pdf = await converter.convert(
      wordDocx(['Bệnh nhân: Nguyễn Thị Hồng Nhung', 'Mời tái khám ngày 03/12/2026']),
      clinic,
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Nguyễn Thị Hồng Nhung');
    expect(text).toContain('Mời tái khám');
    // The records of running soffice groups are gone with them.
    expect(readdirSync(dataDir).sort()).toEqual(['lo-profile-template', 'soffice-groups']);
    expect(readdirSync(path.join(dataDir, 'soffice-groups'))).toEqual([]);
    expect(
      readFileSync(path.join(dataDir, 'lo-profile-template', 'user', 'registrymodifications.xcu'), 'utf8'),
    ).toContain('BlockUntrustedRefererLinks');
    await converter.close();
  }, 120_000);

  it('a profile seeded with the worker’s settings loads no linked picture, whether on the network or on disk', async () => {
    // soffice run by hand here, without the sanitiser or the namespace: the profile alone must keep the links out.
    const listener = await countingListener(pngBytes());
    const onDisk = path.join(work, 'elsewhere.png');
    writeFileSync(onDisk, pngBytes(4));
    const linked = docxPackage({
      body: `${para('Ảnh liên kết')}<w:p>${picture('rIdWeb')}</w:p><w:p>${picture('rIdDisk')}</w:p>`,
      rels:
        rel('rIdWeb', 'image', listener.url('linked.png')) +
        rel('rIdDisk', 'image', pathToFileURL(onDisk).href),
    });
    const convertWith = async (name: string, seeded: boolean) => {
      const dir = path.join(work, name);
      if (seeded) await seedProfile(path.join(dir, 'profile'));
      writeFileSync(path.join(work, `${name}.docx`), linked);
      // Not execFileSync: the listener answers from this process, whose event loop must keep running.
      await execFileAsync(soffice, [
        `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        path.join(work, `${name}.docx`),
      ]);
      return readFileSync(path.join(dir, `${name}.pdf`));
    };
    try {
      // Without the settings the same document fetches and embeds both: the test can tell.
      expect(pdfImageCount(await convertWith('unseeded', false))).toBe(2);
      expect(listener.seen.length).toBeGreaterThan(0);
      const before = listener.seen.length;
      const pdf = await convertWith('seeded', true);
      expect(pdfText(pdf)).toContain('Ảnh liên kết');
      expect(pdfImageCount(pdf)).toBe(0);
      expect(listener.seen.length).toBe(before);
    } finally {
      await listener.close();
    }
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
    expect(await keyOf(converter.convert(wordDocx(['Lần một']), clinic))).toBe('pdfConversionFailed');
    expect(Date.now() - started).toBeLessThan(10_000);
    // SIGKILL to the group is sent before the job fails; on a loaded machine a process may take a moment to be gone.
    for (const pid of readFileSync(pids, 'utf8').trim().split(' ').map(Number)) {
      await vi.waitFor(() => expect(running(pid), `process ${pid} still runs`).toBe(false), {
        timeout: 5_000,
      });
    }
    const pdf = await converter.convert(wordDocx(['Lần hai']), clinic);
    expect(pdfText(pdf)).toContain('fake soffice');
    await converter.close();
  }, 120_000);

  it('runs one conversion at a time, each clinic’s in order, however many arrive at once', async () => {
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
    // Two clinics, five each (as many as one clinic may have under way), arriving alternately.
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        converter.convert(wordDocx([`Tài liệu số ${i + 1}`]), { clinicId: 1 + (i % 2) }).then((pdf) => {
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
