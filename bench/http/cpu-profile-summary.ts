// Sums a V8 .cpuprofile (node --cpu-prof) by function and by package: self time, where the CPU really went.
// Usage: node --import tsx bench/http/cpu-profile-summary.ts <file.cpuprofile | folder> [--from=<s>] [--top=<n>]
// --from skips the first seconds of the profile: the server's start-up (tsx compiling, migrations, the demo seed),
// which `pnpm bench` prints as 'up and seeded in … s'. Idle time (waiting on the database or the network) is
// shown apart; the percentages are of the time the thread was busy.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/.pnpm/fastify@5/node_modules/fastify/lib/x.js → fastify; the repo's own files by path. */
function packageOf({ functionName, url }: ProfileNode['callFrame']): string {
  // (idle), (program), (garbage collector), (root); other url-less frames are V8 builtins and natives.
  if (!url) return functionName.startsWith('(') ? functionName : '(V8 builtins, native)';
  const inModules = url.split('/node_modules/').at(-1)!;
  if (inModules !== url) {
    const parts = inModules.split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (url.startsWith('node:')) return 'node (core)';
  const repo = url.indexOf('/apps/');
  const pkgs = url.indexOf('/packages/');
  const at = repo >= 0 ? repo : pkgs;
  return at >= 0
    ? url
        .slice(at + 1)
        .split('/')
        .slice(0, 2)
        .join('/')
    : url;
}

function shortUrl(url: string) {
  const inModules = url.split('/node_modules/').at(-1)!;
  if (inModules !== url) return inModules;
  const at = Math.max(url.indexOf('/apps/'), url.indexOf('/packages/'));
  return at >= 0 ? url.slice(at + 1) : url;
}

function summarise(profile: Profile, fromMicros: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfMicros = new Map<number, number>();
  // Each sample is charged the time until the next one (timeDeltas[i + 1]), as DevTools does.
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < fromMicros) return;
    const delta = profile.timeDeltas[i + 1] ?? 0;
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
  });
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  for (const [id, micros] of selfMicros) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') {
      idle += micros;
      continue;
    }
    const { functionName, url, lineNumber } = frame;
    const name =
      `${functionName || '(anonymous)'}  ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    byPackage.set(packageOf(frame), (byPackage.get(packageOf(frame)) ?? 0) + micros);
    busy += micros;
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { busy, idle, byFunction: sorted(byFunction), byPackage: sorted(byPackage) };
}

function print(title: string, rows: [string, number][], total: number, top: number) {
  console.log(`\n${title}`);
  for (const [name, micros] of rows.slice(0, top))
    console.log(
      `${(micros / 1000).toFixed(0).padStart(8)} ms ${((100 * micros) / total).toFixed(1).padStart(5)} %  ${name}`,
    );
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string', default: '0' }, top: { type: 'string', default: '30' } },
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
  const { busy, idle, byFunction, byPackage } = summarise(
    JSON.parse(readFileSync(file, 'utf8')),
    Number(values.from) * 1e6,
  );
  console.log(
    `${file} from ${values.from} s: busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms`,
  );
  print('Self time by package (% of busy)', byPackage, busy, top);
  print('Self time by function (% of busy)', byFunction, busy, top);
}
