import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

// soffice must not outlive the API that started it: an orphan soffice.bin left by a crashed or `kill -9`ed API
// keeps its profile and its memory, and the restarted API's conversions then fail. Two layers:
// - a watchdog in each conversion's process group: the group's leader is a shell that runs soffice and, beside it,
//   waits on a lifeline (a socket whose other end only the API holds). The kernel closes that end when the API
//   dies, however it dies; the watchdog then kills the whole group (soffice forks soffice.bin, which no parent-death
//   signal reaches). util-linux's `setpriv --pdeathsig KILL`, where present, also kills the leader itself at once.
// - a record of each running group (a file named by its process group id in `<dataDir>/soffice-groups`, naming the
//   API process that owns it and the job's folder), so a converter starting on the same data folder kills a group
//   whose owner is gone — only one that still runs soffice, never whatever process reused the number — and removes
//   the folder (its input and profile) the dead API never did.

/** The child's file descriptor of the lifeline. */
export const LIFELINE_FD = 3;

/**
 * The group leader's script: `$@` is the soffice command. The watchdog reads the lifeline until it ends, then
 * kills its own process group (`kill 0`); once soffice exits by itself the watchdog is stopped and soffice's
 * status answered. soffice itself never holds the lifeline.
 */
const WATCHDOG = [
  `(read -r _ <&${LIFELINE_FD}; kill -KILL 0) </dev/null >/dev/null 2>&1 &`,
  'watchdog=$!',
  `"$@" ${LIFELINE_FD}<&-`,
  'status=$?',
  'kill "$watchdog" 2>/dev/null',
  'exit $status',
].join('\n');

/**
 * The command line that runs soffice under its watchdog (and setpriv's parent-death signal when given). Windows
 * has no /bin/sh nor process groups to kill: soffice runs as it is there.
 */
export function supervised(setpriv: string | null, command: string, args: string[]): [string, string[]] {
  if (process.platform === 'win32') return [command, args];
  const shell = ['-c', WATCHDOG, 'soffice-watchdog', command, ...args];
  return setpriv ? [setpriv, ['--pdeathsig', 'KILL', '--', '/bin/sh', ...shell]] : ['/bin/sh', shell];
}

const GROUPS = 'soffice-groups';

interface GroupRecord {
  host: string;
  owner: number;
  /** The owner's start time (clock ticks since boot, /proc/<pid>/stat): a reused pid starts later. */
  ownerStart: string | null;
  /** The job's folder, removed with it. */
  dir?: string;
}

/** A job folder the converter makes (clinic-pdf-job-…, lo-warm-…): no other path a record names is removed. */
const isJobFolder = (dir: unknown): dir is string =>
  typeof dir === 'string' &&
  path.isAbsolute(dir) &&
  /^(clinic-pdf-job-|lo-warm-)[\w-]+$/.test(path.basename(dir));

/** A process's `/proc/<pid>/stat` fields after its name: state is [0], pgrp [2], start time [19]; null if gone. */
async function statFields(pid: number | string): Promise<string[] | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat
      .slice(stat.lastIndexOf(')') + 2)
      .trim()
      .split(' ');
  } catch {
    return null;
  }
}

const startOf = async (pid: number) => (await statFields(pid))?.[19] ?? null;

/** Whether the record's owner is this very process, or another that still runs. */
async function ownerRuns(record: GroupRecord): Promise<boolean> {
  if (record.host !== hostname()) return true;
  const start = await startOf(record.owner);
  return start !== null && start === record.ownerStart;
}

/** The live processes of a process group, read from /proc (none where there is no /proc). */
async function groupMembers(pgid: number): Promise<number[]> {
  const pids = await readdir('/proc').catch(() => [] as string[]);
  const members: number[] = [];
  for (const pid of pids) {
    if (!/^\d+$/.test(pid)) continue;
    const fields = await statFields(pid);
    if (fields && fields[0] !== 'Z' && Number(fields[2]) === pgid) members.push(Number(pid));
  }
  return members;
}

const runsSoffice = async (pid: number) => {
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return cmdline.split('\0').some((arg) => /(^|\/)soffice(\.bin)?$/.test(arg));
};

/** Records and reaps the soffice process groups of the converters using one data folder. */
export function sofficeGroups(dataDir: () => Promise<string>) {
  const folder = async () => path.join(await dataDir(), GROUPS);
  const ownStart = startOf(process.pid);

  return {
    /**
     * Records a group this process just started for the job in `jobDir`; the answer removes the record once the
     * group is gone.
     */
    async record(pgid: number, jobDir: string): Promise<() => Promise<void>> {
      const dir = await folder();
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${pgid}.json`);
      const record: GroupRecord = {
        host: hostname(),
        owner: process.pid,
        ownerStart: await ownStart,
        dir: jobDir,
      };
      await writeFile(file, JSON.stringify(record));
      return () => rm(file, { force: true }).catch(() => {});
    },

    /**
     * Kills each recorded group whose owner no longer runs and that still runs soffice, removes its job folder,
     * drops its record. Answers how many groups it killed.
     */
    async reap(): Promise<number> {
      const dir = await folder();
      const names = await readdir(dir).catch(() => [] as string[]);
      const records = new Map<number, GroupRecord | null>();
      for (const name of names) {
        const pgid = Number(/^(\d+)\.json$/.exec(name)?.[1]);
        if (!pgid) continue;
        const text = await readFile(path.join(dir, name), 'utf8').catch(() => '');
        let record: GroupRecord | null = null;
        try {
          record = JSON.parse(text) as GroupRecord;
        } catch {}
        records.set(pgid, record);
      }
      let killed = 0;
      for (const [pgid, record] of records) {
        if (record && (await ownerRuns(record))) continue;
        const members = await groupMembers(pgid);
        const soffice = await Promise.all(members.map(runsSoffice));
        if (soffice.some(Boolean)) {
          try {
            process.kill(-pgid, 'SIGKILL');
            killed += 1;
          } catch {}
        }
        if (record && isJobFolder(record.dir))
          await rm(record.dir, { recursive: true, force: true }).catch(() => {});
        await rm(path.join(dir, `${pgid}.json`), { force: true }).catch(() => {});
      }
      return killed;
    },
  };
}
