import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pdfText, quickSoffice, sofficeInstalled, wordDocx } from '../../testing/docx-fixtures.js';
import { libreOfficeConverter } from './libreoffice.js';

// soffice never outlives the API: a `kill -9`ed API leaves no soffice behind, and a converter starting on a data
// folder kills the soffice groups a dead API recorded there — and nothing else.

const work = mkdtempSync(path.join(tmpdir(), 'lo-supervisor-'));
const started: ChildProcess[] = [];
/** Process groups these tests started, or saw an API start: none may outlive the tests, even failed. */
const groupsSeen: number[] = [];
afterAll(() => {
  for (const pgid of [...started.map((child) => child.pid!), ...groupsSeen])
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {}
  rmSync(work, { recursive: true, force: true });
});

interface Proc {
  pid: number;
  ppid: number;
  pgid: number;
  cmdline: string;
}

/** Every live process (zombies, dead and waiting to be reaped, left out), from /proc. */
function processes(): Proc[] {
  const out: Proc[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const [state, ppid, pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') continue;
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      out.push({ pid: Number(name), ppid: Number(ppid), pgid: Number(pgid), cmdline });
    } catch {}
  }
  return out;
}

/** The processes descending from `root` (children, their children…). */
function descendants(root: number): Proc[] {
  const all = processes();
  const found: Proc[] = [];
  let parents = new Set([root]);
  while (parents.size) {
    const children = all.filter((p) => parents.has(p.ppid));
    found.push(...children);
    parents = new Set(children.map((p) => p.pid));
  }
  return found;
}

const groupRuns = (pgid: number) => processes().some((p) => p.pgid === pgid);

/** A process group of its own running `sh -c 'sleep 60; :' <name>`: its command line names `name`. */
function group(name: string): number {
  const child = spawn('/bin/sh', ['-c', 'sleep 60; :', name], { detached: true, stdio: 'ignore' });
  started.push(child);
  return child.pid!;
}

describe('a converter starting on a data folder', () => {
  it('kills the soffice groups a dead API recorded there, never a live owner’s nor a process that is not soffice', async () => {
    const dataDir = path.join(work, 'reap');
    const records = path.join(dataDir, 'soffice-groups');
    mkdirSync(records, { recursive: true });
    const orphan = group('soffice');
    const reused = group('unrelated-program');
    const live = group('soffice');
    const ownStart = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')[19];
    const record = (pgid: number, ownerStart: string | undefined, dir?: string) =>
      writeFileSync(
        path.join(records, `${pgid}.json`),
        JSON.stringify({ host: hostname(), owner: process.pid, ownerStart, dir }),
      );
    // The dead API's job folder, and a folder a record names that no job of the converter's would have.
    const jobDir = mkdtempSync(path.join(tmpdir(), 'clinic-pdf-job-'));
    const notAJob = mkdtempSync(path.join(work, 'keep-'));
    // This process started before the recorded start: the owner is a dead process whose pid was reused.
    record(orphan, '1', jobDir);
    record(reused, '1', notAJob);
    // Recorded by an API that still runs (this process): another instance's conversion, left alone.
    record(live, ownStart);
    await vi.waitFor(() => expect(groupRuns(orphan) && groupRuns(reused) && groupRuns(live)).toBe(true));

    const converter = libreOfficeConverter({ binary: quickSoffice(work), timeoutMs: 20_000, dataDir });
    try {
      expect(
        pdfText(await converter.convert(wordDocx(['Sau khi khởi động lại']), { clinicId: 1 })),
      ).toContain('quick soffice');
    } finally {
      await converter.close();
    }
    await vi.waitFor(() => expect(groupRuns(orphan), 'the orphan soffice group still runs').toBe(false), {
      timeout: 5_000,
    });
    expect(groupRuns(reused), 'a group that runs no soffice was killed').toBe(true);
    expect(groupRuns(live), 'a live API’s soffice group was killed').toBe(true);
    expect(readdirSync(records).sort()).toEqual([`${live}.json`]);
    expect(existsSync(jobDir), 'the dead API’s job folder was left').toBe(false);
    expect(existsSync(notAJob), 'a folder no job made was removed').toBe(true);
  }, 60_000);
});

describe.skipIf(!sofficeInstalled)('an API killed mid-conversion', () => {
  it('leaves no soffice process behind, and the next converter on its data folder converts', async () => {
    const dataDir = path.join(work, 'killed');
    const childScript = fileURLToPath(new URL('../../testing/convert-child.ts', import.meta.url));
    // From the API's folder, as `pnpm start` runs it: tsx resolves from there, not from the repository's root.
    const api = spawn(process.execPath, ['--import', 'tsx', childScript, dataDir], {
      stdio: 'ignore',
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    });
    started.push(api);
    // Mid-conversion: soffice.bin runs the job itself (its profile in the job's folder), past the warm-up.
    let groups: number[] = [];
    let jobDir = '';
    await vi.waitFor(
      () => {
        const tree = descendants(api.pid!);
        const soffice = tree.find((p) => /soffice\.bin .*clinic-pdf-job-/.test(p.cmdline));
        expect(soffice).toBeDefined();
        jobDir = /UserInstallation=file:\/\/(\S+)\/profile/.exec(soffice!.cmdline)![1]!;
        // The groups the API started (its own is the test's).
        const own = processes().find((p) => p.pid === api.pid)!.pgid;
        groups = [...new Set(tree.map((p) => p.pgid))].filter((pgid) => pgid !== own);
      },
      { timeout: 60_000, interval: 100 },
    );
    groupsSeen.push(...groups);
    expect(groups.length).toBeGreaterThan(0);
    api.kill('SIGKILL');
    for (const pgid of groups)
      await vi.waitFor(() => expect(groupRuns(pgid), `process group ${pgid} outlived the API`).toBe(false), {
        timeout: 5_000,
      });

    // A short timeout: a converter blocked by anything the dead one left would fail, not wait.
    const restarted = libreOfficeConverter({ binary: undefined, timeoutMs: 30_000, dataDir });
    try {
      const pdf = await restarted.convert(wordDocx(['Khởi động lại: in được ngay']), { clinicId: 1 });
      expect(pdfText(pdf)).toContain('Khởi động lại: in được ngay');
    } finally {
      await restarted.close();
    }
    expect(existsSync(jobDir), 'the killed conversion’s folder outlived the restart').toBe(false);
  }, 120_000);
});
