import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { accessSync, constants } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AppError } from '@clinic/domain';
import type { PdfConversionLog, PdfConverter } from './converter.js';

// The LibreOffice worker: ONE conversion at a time, in arrival order (a FIFO of promises), because two soffice
// processes sharing one profile fight over its lock, and one process at a time keeps a small server's memory in
// check. Each job gets its own temporary folder (removed after) and runs
// `soffice --headless --norestore --convert-to pdf --outdir <dir> <file>` as the leader of its own process
// group. A job that outlives the timeout, or fails, has the whole group killed (soffice forks soffice.bin) and the
// profile wiped, so the next job starts a fresh LibreOffice instead of meeting a hung one.

export interface LibreOfficeOptions {
  /** The soffice command: a path, or a name looked up on PATH; undefined tries `soffice`, then `libreoffice`. */
  binary: string | undefined;
  timeoutMs: number;
  /** Where the private profile lives (`<dir>/lo-profile`); undefined: a temporary folder removed on close. */
  dataDir: string | undefined;
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

export function libreOfficeConverter(options: LibreOfficeOptions): PdfConverter {
  const { timeoutMs, log } = options;
  // Looked up once: installing LibreOffice later takes a restart, as the settings screen says.
  let binary: string | null | undefined;
  const findBinary = () => {
    if (binary === undefined)
      binary = findExecutable(options.binary ? [options.binary] : ['soffice', 'libreoffice']);
    return binary;
  };
  // The private profile: never the user's own ~/.config/libreoffice.
  let ownBase: string | undefined;
  const profileBase = async () => {
    if (options.dataDir) return options.dataDir;
    ownBase ??= await mkdtemp(path.join(tmpdir(), 'clinic-pdf-'));
    return ownBase;
  };
  let queue: Promise<unknown> = Promise.resolve();
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

  /** Runs soffice once; resolves on a clean exit, rejects on an error, a failure exit or the timeout. */
  const run = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
      running = child;
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

  const convertNow = async (docx: Buffer): Promise<Buffer> => {
    const command = findBinary();
    if (!command) throw new AppError('pdfUnavailable');
    if (closed) throw new AppError('pdfConversionFailed');
    const base = await profileBase();
    const profile = path.join(base, 'lo-profile');
    const jobDir = path.join(base, 'lo-jobs', randomUUID());
    const started = performance.now();
    try {
      await mkdir(path.join(jobDir, 'out'), { recursive: true });
      const input = path.join(jobDir, 'document.docx');
      await writeFile(input, docx);
      await run(command, [
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--convert-to',
        'pdf',
        '--outdir',
        path.join(jobDir, 'out'),
        input,
      ]);
      const pdf = await readFile(path.join(jobDir, 'out', 'document.pdf')).catch(() => null);
      // soffice answers 0 even when it could not read the document: no PDF is a failure too.
      if (!pdf?.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw new Error('soffice wrote no PDF');
      const durationMs = Math.round(performance.now() - started);
      log?.('info', { durationMs, bytes: pdf.length }, 'docx converted to PDF');
      return pdf;
    } catch (error) {
      const durationMs = Math.round(performance.now() - started);
      log?.('warn', { durationMs, error }, 'docx to PDF conversion failed; LibreOffice restarts fresh');
      // Start the next job from a clean profile: a hung or crashed instance may have left it locked or broken.
      await rm(profile, { recursive: true, force: true }).catch(() => {});
      throw new AppError('pdfConversionFailed', { cause: error });
    } finally {
      await rm(jobDir, { recursive: true, force: true }).catch(() => {});
    }
  };

  return {
    async available() {
      return findBinary() !== null;
    },
    convert(docx) {
      // FIFO: each job starts once the one before it settled, whatever its outcome.
      const job = queue.then(() => convertNow(docx));
      queue = job.catch(() => {});
      return job;
    },
    async close() {
      closed = true;
      if (running) killGroup(running);
      await queue;
      if (ownBase) await rm(ownBase, { recursive: true, force: true }).catch(() => {});
    },
  };
}
