import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AppError } from '@clinic/domain';
import PizZip from 'pizzip';
import type { PdfConversionLog, PdfConverter } from './converter.js';
import { fairQueue } from './fair-queue.js';
import { sanitiseDocxInThread } from './sanitise-thread.js';
import { type SofficeLauncher, seedProfile, sofficeLauncher } from './soffice-sandbox.js';
import { LIFELINE_FD, sofficeGroups, supervised } from './soffice-supervisor.js';

// The LibreOffice worker: ONE conversion at a time, which keeps a small server's memory in check, taken from the
// clinics' queues in turn (fair-queue.ts): a clinic's slow or numerous conversions delay another clinic's by at
// most the one running, and a clinic with MAX_QUEUED_PER_CLINIC under way is refused more (pdfQueueFull). Every
// .docx is cleaned of links out of it first (docx-sanitise.ts), in a worker thread (sanitise-thread.ts). Each job
// then gets a private temporary folder (mode 0700, outside DATA_DIR, removed after) holding only its input, its
// output and a fresh profile — a copy of a template profile warmed once, so no state passes from one clinic's conversion to the
// next and a fresh profile costs a copy rather than LibreOffice's slow first start — and runs
// `soffice -env:UserInstallation=<job profile> --headless --norestore --convert-to pdf --outdir <dir> <file>`, in a
// network namespace of its own (soffice-sandbox.ts), as the leader of its own process group. A job that outlives
// the timeout, or fails, has the whole group killed (soffice forks soffice.bin) and the template discarded, so the
// next job starts from a newly warmed one instead of whatever broke this one. soffice never outlives the API
// (soffice-supervisor.ts): a watchdog in the group kills it when the API dies, and a converter starting on a data
// folder first kills the groups a dead API left running there.

/** A clinic's conversions under way (running and waiting) beyond which it is refused more for a while. */
export const MAX_QUEUED_PER_CLINIC = 5;

export interface LibreOfficeOptions {
  /** The soffice command: a path, or a name looked up on PATH; undefined tries `soffice`, then `libreoffice`. */
  binary: string | undefined;
  timeoutMs: number;
  /**
   * Where the warmed template profile is kept (`<dir>/lo-profile-template`), so a restart need not warm it again;
   * undefined: a temporary folder removed on close.
   */
  dataDir: string | undefined;
  /**
   * util-linux's unshare, which gives soffice a network namespace with no network: a path or a name on PATH;
   * undefined: `unshare`; null: never (only the profile then keeps linked content out, and a warning says so).
   */
  unshare?: string | null;
  /** util-linux's setpriv, which gives soffice a parent-death signal: a path or a name; undefined: `setpriv`. */
  setpriv?: string | null;
  log?: PdfConversionLog;
}

/** The command's full path: a path as given, a bare name searched on PATH; null when nowhere. */
export function findExecutable(names: readonly string[], envPath = process.env.PATH ?? ''): string | null {
  const executable = (file: string) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  for (const name of names) {
    if (name.includes('/')) {
      if (executable(name)) return path.resolve(name);
      continue;
    }
    const found = envPath
      .split(path.delimiter)
      .filter(Boolean)
      .map((dir) => path.join(dir, name))
      .find(executable);
    if (found) return found;
  }
  return null;
}

const PDF_MAGIC = Buffer.from('%PDF-');
const TEMPLATE = 'lo-profile-template';

/** The document the template profile is warmed with: one empty paragraph, nothing of any clinic's. */
function warmUpDocx(): Buffer {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p/></w:body></w:document>',
  );
  return zip.generate({ type: 'nodebuffer' });
}

export function libreOfficeConverter(options: LibreOfficeOptions): PdfConverter {
  const { timeoutMs, log } = options;
  // Looked up once: installing LibreOffice later takes a restart, as the settings screen says.
  let binary: string | null | undefined;
  const findBinary = () => {
    if (binary === undefined)
      binary = findExecutable(options.binary ? [options.binary] : ['soffice', 'libreoffice']);
    return binary;
  };
  // Checked once, at the first conversion: whether soffice can be given a network namespace here.
  let launcher: Promise<SofficeLauncher> | undefined;
  const launch = () => {
    launcher ??= sofficeLauncher(
      options.unshare === null ? null : findExecutable([options.unshare ?? 'unshare']),
    ).then(({ launch, isolated }) => {
      if (!isolated)
        log?.(
          'warn',
          {},
          'soffice runs WITHOUT a network namespace of its own (`unshare -n` is not available here): only its profile blocks linked content',
        );
      return launch;
    });
    return launcher;
  };
  // Never the user's own ~/.config/libreoffice.
  let ownBase: string | undefined;
  const profileBase = async () => {
    if (options.dataDir) return options.dataDir;
    ownBase ??= await mkdtemp(path.join(tmpdir(), 'clinic-pdf-'));
    return ownBase;
  };
  const queueFull = () => new AppError('pdfQueueFull', { params: { max: MAX_QUEUED_PER_CLINIC } });
  const queue = fairQueue({ maxPerKey: MAX_QUEUED_PER_CLINIC, full: queueFull });
  const setpriv = options.setpriv === null ? null : findExecutable([options.setpriv ?? 'setpriv']);
  const groups = sofficeGroups(profileBase);
  // Started now, awaited by the first conversion: the groups a previous run on this data folder left behind (a
  // temporary folder is new, with nothing to reap).
  const reaped = !options.dataDir
    ? Promise.resolve()
    : groups.reap().then(
        (count) => {
          if (count) log?.('warn', {}, `killed ${count} soffice process group(s) left by a previous run`);
        },
        () => {},
      );
  let running: ChildProcess | undefined;
  let closed = false;

  /** Kills the job's whole process group (soffice and the soffice.bin it forked). */
  const killGroup = (child: ChildProcess) => {
    if (child.pid === undefined || child.exitCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  };

  /**
   * Runs soffice once for the job in `dir`; resolves on a clean exit, rejects on an error, a failure exit or the
   * timeout.
   */
  const run = async (command: string, args: string[], dir: string) => {
    const [program, supervisedArgs] = supervised(setpriv, command, args);
    // The lifeline (fd 3) stays open, unwritten, for as long as this process lives.
    const child = spawn(program, supervisedArgs, {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe', ...Array<'pipe'>(LIFELINE_FD - 2).fill('pipe')],
    });
    running = child;
    const exited = new Promise<void>((resolve, reject) => {
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        if (stderr.length < 4000) stderr += chunk.toString();
      });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        killGroup(child);
      }, timeoutMs);
      child.on('error', (error) => {
        clearTimeout(timer);
        if (running === child) running = undefined;
        reject(error);
      });
      // 'exit', not 'close': the next job waits for the process to be gone, not for pipes a stray child may hold.
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        if (running === child) running = undefined;
        if (timedOut) reject(new Error(`soffice did not finish within ${timeoutMs} ms`));
        else if (code === 0) resolve();
        else reject(new Error(`soffice exited with ${code ?? signal}: ${stderr.trim().slice(0, 500)}`));
      });
    });
    // Settled below; until then a spawn error must not count as unhandled.
    exited.catch(() => {});
    const unrecord =
      child.pid === undefined ? undefined : await groups.record(child.pid, dir).catch(() => undefined);
    try {
      await exited;
    } finally {
      await unrecord?.();
    }
  };

  /** Converts `docx` in `dir` (a private folder of its own) with the profile at `profile`: the PDF's bytes. */
  const convertIn = async (command: string, dir: string, profile: string, docx: Buffer) => {
    const input = path.join(dir, 'in', 'document.docx');
    const out = path.join(dir, 'out');
    await mkdir(path.dirname(input));
    await mkdir(out);
    await writeFile(input, docx);
    const [program, args] = (await launch())(command, [
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--headless',
      '--norestore',
      '--nolockcheck',
      '--convert-to',
      'pdf',
      '--outdir',
      out,
      input,
    ]);
    await run(program, args, dir);
    const pdf = await readFile(path.join(out, 'document.pdf')).catch(() => null);
    // soffice answers 0 even when it could not read the document: no PDF is a failure too.
    if (!pdf?.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw new Error('soffice wrote no PDF');
    return pdf;
  };

  /**
   * The template profile: seeded with the settings (soffice-sandbox.ts) and warmed by one conversion of an empty
   * document, made in a folder of its own and renamed into place, so a half-made one is never used.
   */
  const templateProfile = async (command: string): Promise<string> => {
    const base = await profileBase();
    const template = path.join(base, TEMPLATE);
    const exists = () =>
      stat(template).then(
        () => true,
        () => false,
      );
    if (await exists()) return template;
    await mkdir(base, { recursive: true });
    const warm = await mkdtemp(path.join(base, 'lo-warm-'));
    try {
      const profile = path.join(warm, 'profile');
      await seedProfile(profile);
      await convertIn(command, warm, profile, warmUpDocx());
      // Another instance sharing DATA_DIR may have put its own in place meanwhile: that one serves as well.
      await rename(profile, template).catch(async (error) => {
        if (!(await exists())) throw error;
      });
    } finally {
      await rm(warm, { recursive: true, force: true }).catch(() => {});
    }
    return template;
  };

  const convertNow = async (docx: Buffer): Promise<Buffer> => {
    const command = findBinary();
    if (!command) throw new AppError('pdfUnavailable');
    if (closed) throw new AppError('pdfConversionFailed');
    const started = performance.now();
    let job: string | undefined;
    try {
      await reaped;
      const template = await templateProfile(command);
      job = await mkdtemp(path.join(tmpdir(), 'clinic-pdf-job-'));
      const profile = path.join(job, 'profile');
      await cp(template, profile, { recursive: true });
      const pdf = await convertIn(command, job, profile, docx);
      const durationMs = Math.round(performance.now() - started);
      log?.('info', { durationMs, bytes: pdf.length }, 'docx converted to PDF');
      return pdf;
    } catch (error) {
      const durationMs = Math.round(performance.now() - started);
      log?.('warn', { durationMs, error }, 'docx to PDF conversion failed; LibreOffice restarts fresh');
      // The next job warms a new template: an odd failure may come from the template itself (an upgrade…).
      await rm(path.join(await profileBase(), TEMPLATE), { recursive: true, force: true }).catch(() => {});
      throw new AppError('pdfConversionFailed', { cause: error });
    } finally {
      if (job) await rm(job, { recursive: true, force: true }).catch(() => {});
    }
  };

  return {
    async available() {
      return findBinary() !== null;
    },
    convert(docx, { clinicId }) {
      // A clinic at its limit is refused before its file is cleaned for nothing.
      if (queue.full(clinicId)) return Promise.reject(queueFull());
      // Cleaned while it waits for its turn (which it holds from now on); a refused file (macros, unreadable, too
      // large) answers as soon as the cleaner refuses it, with its own error, and its turn then converts nothing.
      const cleaned = sanitiseDocxInThread(docx).then((sanitised) => {
        if (Object.keys(sanitised.removed).length)
          log?.('info', { removed: sanitised.removed }, 'links out of a .docx removed before conversion');
        return sanitised.docx;
      });
      const converted = queue.run(clinicId, async () => convertNow(await cleaned));
      return Promise.race([cleaned.then(() => converted), converted]);
    },
    async close() {
      closed = true;
      if (running) killGroup(running);
      await queue.drained();
      await reaped;
      if (ownBase) await rm(ownBase, { recursive: true, force: true }).catch(() => {});
    },
  };
}
