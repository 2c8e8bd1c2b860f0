import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One clock (docs/conventions.md#the-clock): the API reads the time only through the clock in its deps (or a unit of
// work's `tx.now`), so tests can fix or move it. This walks the API's source (test support included, which says
// `systemClock()` when it means the real time) and names every place that asks the system for the time instead.

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The real clock, the one place allowed to read the system time (once). */
const realClock = 'platform/clock.ts';

/** The ways to read the system time; converting a value (`new Date(iso)`, `new Date(ms)`) is not one of them. */
const systemTime = [
  /\bnew\s+Date\s*\(\s*\)/, // new Date()
  /\bnew\s+Date\b(?!\s*\()/, // new Date, without parentheses
  /(?<!\bnew\s+)(?<![\w.$])Date\s*\(\s*\)/, // Date(): the time as a string
  /\bDate\s*\.\s*now\s*\(/, // Date.now()
];

const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

/** The 1-based numbers of the lines that read the system time (comment lines aside). */
function systemTimeReads(source: string): number[] {
  return source
    .split('\n')
    .flatMap((line, i) => (!isComment(line) && systemTime.some((p) => p.test(line)) ? [i + 1] : []));
}

/** Every .ts file under src but the tests, relative to it. */
function sourceFiles(): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
}

describe('the system time', () => {
  it('is recognised in each of its forms, and a converted value is not', () => {
    const source = [
      'const a = new Date();',
      'const b = new Date;',
      'const c = Date();',
      'const d = Date.now() + 1000;',
      'const e = new Date ( );',
      'const ok1 = new Date(iso);',
      'const ok2 = new Date(now.getTime() + 60_000);',
      'const ok3 = deps.clock();',
      'const ok4 = performance.now();',
      'const ok5 = tx.now;',
      '// a comment may say new Date() or Date.now()',
      ' * and so may a doc comment: new Date()',
    ].join('\n');
    expect(systemTimeReads(source)).toEqual([1, 2, 3, 4, 5]);
  });

  it('is read nowhere in the API but by its one real clock', () => {
    const files = sourceFiles();
    expect(files).toContain(realClock);
    const offenders = files
      .filter((file) => file !== realClock)
      .flatMap((file) => {
        const source = readFileSync(path.join(srcDir, file), 'utf8');
        const lines = source.split('\n');
        return systemTimeReads(source).map((n) => `${file}:${n}: ${lines[n - 1]!.trim()}`);
      });
    expect(offenders, 'take the time from deps.clock(), tx.now or a `now` parameter').toEqual([]);
  });

  it('is read once by the real clock', () => {
    expect(systemTimeReads(readFileSync(path.join(srcDir, realClock), 'utf8'))).toHaveLength(1);
  });
});
