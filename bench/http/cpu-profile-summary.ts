// Sums a V8 .cpuprofile (node --cpu-prof) by package and by function: self time, where the CPU really went.
// Run from apps/api, where tsx resolves (`pnpm bench --cpu-prof=<dir>` prints the line with its --from):
//   node --import tsx ../../bench/http/cpu-profile-summary.ts <file.cpuprofile | folder> [--from=<s>] [--top=<n>]
//     [--callers=<text>]
// --from skips the first seconds of the profile: the server's start-up (migrations, the demo seed). The API runs
// from its build (dist/*.js): each of its frames is named by the .ts source and line its source map gives.
// Idle time (waiting on the database or the network) is shown apart; percentages are of the busy time.
// --callers=<text>: for the functions whose name contains <text>, the two nearest frames of our own code
// (apps/, packages/) above them, so a library's cost is traced to the call of ours that paid it. After an await,
// V8 keeps no caller, so part of it shows as '(no frame of ours)'.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const sourceMaps = new Map<string, SourceMap | null>();

/** A frame of a bundle of ours (a .js with its .map beside it) as the frame of the source it was built from. */
function toSource(frame: CallFrame): CallFrame {
  if (!frame.url.startsWith('file://') || !frame.url.endsWith('.js') || frame.url.includes('/node_modules/'))
    return frame;
  let map = sourceMaps.get(frame.url);
  if (map === undefined) {
    const file = `${fileURLToPath(frame.url)}.map`;
    map = existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null;
    sourceMaps.set(frame.url, map);
  }
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
  if (!entry || !('originalSource' in entry)) return frame;
  // The map's sources are relative to it, and it sits beside the bundle.
  return { ...frame, url: new URL(entry.originalSource, frame.url).href, lineNumber: entry.originalLine };
}

const ourCode = (url: string) => /\/(apps|packages)\//.test(url) && !url.includes('/node_modules/');

/** node_modules/.pnpm/fastify@5/node_modules/fastify/lib/x.js → fastify; the repo's own files by app/package. */
function packageOf({ functionName, url }: CallFrame): string {
  // (program), (garbage collector), (root); other url-less frames are V8 builtins and natives.
  if (!url) return functionName.startsWith('(') ? functionName : '(V8 builtins, native)';
  if (url.startsWith('node:')) return 'node (core)';
  const inModules = url.split('/node_modules/').at(-1)!;
  if (inModules !== url) {
    const parts = inModules.split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return shortUrl(url).split('/').slice(0, 2).join('/');
}

function shortUrl(url: string) {
  const inModules = url.split('/node_modules/').at(-1)!;
  if (inModules !== url) return inModules;
  const at = url.search(/\/(apps|packages)\//);
  return at >= 0 ? url.slice(at + 1) : url;
}

const nameOf = ({ functionName, url, lineNumber }: CallFrame) =>
  `${functionName || '(anonymous)'}  ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`.trim();

const add = (map: Map<string, number>, key: string, micros: number) =>
  map.set(key, (map.get(key) ?? 0) + micros);

function summarise(profile: Profile, fromMicros: number, callersOf: string | undefined) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const callers = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < fromMicros) return;
    // Each sample is charged the time until the next one, as DevTools does.
    const micros = profile.timeDeltas[i + 1] ?? 0;
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') {
      idle += micros;
      return;
    }
    busy += micros;
    const name = nameOf(frame);
    add(byFunction, name, micros);
    add(byPackage, packageOf(frame), micros);
    if (callersOf && name.includes(callersOf)) {
      const ours: string[] = [];
      for (let up = parentOf.get(id); up !== undefined && ours.length < 2; up = parentOf.get(up)) {
        const caller = byId.get(up)!.callFrame;
        if (ourCode(caller.url)) ours.push(nameOf(caller));
      }
      add(callers, ours.join(' ← ') || '(no frame of ours)', micros);
    }
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return {
    busy,
    idle,
    byFunction: sorted(byFunction),
    byPackage: sorted(byPackage),
    callers: sorted(callers),
  };
}

function print(title: string, rows: [string, number][], busy: number, top: number) {
  console.log(`\n${title}`);
  for (const [name, micros] of rows.slice(0, top))
    console.log(
      `${(micros / 1000).toFixed(0).padStart(8)} ms ${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${name}`,
    );
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string', default: '0' },
    top: { type: 'string', default: '30' },
    callers: { type: 'string' },
  },
});
const target = positionals[0];
if (!target)
  throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile | folder> [--from=<s>] [--top=<n>]');
const top = Number(values.top);
const files = statSync(target).isDirectory()
  ? readdirSync(target)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(target, f))
  : [target];
for (const file of files) {
  const profile: Profile = JSON.parse(readFileSync(file, 'utf8'));
  for (const node of profile.nodes) node.callFrame = toSource(node.callFrame);
  const { busy, idle, byFunction, byPackage, callers } = summarise(
    profile,
    Number(values.from) * 1e6,
    values.callers,
  );
  console.log(
    `${file} from ${values.from} s: busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms`,
  );
  // A worker thread (tsx's module loader on Node 20) is idle once the server runs: its lines say nothing.
  if (busy < 0.01 * (busy + idle)) continue;
  print('Self time by package (% of busy)', byPackage, busy, top);
  print('Self time by function (% of busy)', byFunction, busy, top);
  if (values.callers) print(`Our code above '${values.callers}'`, callers, busy, top);
}
