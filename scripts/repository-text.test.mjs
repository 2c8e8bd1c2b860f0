import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findOutsideReferences, scanRepository } from './repository-text.mjs';

// The planted citations are put together from pieces, so that this file, tracked like any other, passes the scan.
const letter = (...words) => words.join(' ');
const design = `${'DESI'}GN`;
const spec = `${'SPE'}C`;
const up = (n) => `${'..'}/`.repeat(n);
const kinds = (file, text) => findOutsideReferences(file, text).map((f) => [f.line, f.kind]);

describe('a reference to something outside the repository', () => {
  it('is named by its line when it cites a work item', () => {
    const text = [
      `// Billing (${letter('issue', 'P')}) calls this when the invoice is paid.`,
      `-- ${letter('Issue', 'K0')}: the booking site sent the gender reversed.`,
      `// before ${letter('issue', '19')} the ping answered for a second`,
      `// ${letter('Issues', 'M')} and N, then the rest`,
      `/** Routes added by ${letter('later', 'issues')} fall under the same checks. */`,
      `// as the ${letter('work', 'letter')} says`,
    ].join('\n');
    expect(kinds('apps/api/src/x.ts', text)).toEqual([
      [1, 'work item'],
      [2, 'work item'],
      [3, 'work item'],
      [4, 'work item'],
      [5, 'work item'],
      [6, 'work item'],
    ]);
  });

  it('is named when it cites a section of a document kept elsewhere, or a stub left behind', () => {
    const text = [
      `// The job runner (${design} §11 Jobs).`,
      `it('"Nam" is sent as 0 (${spec} §3 Male 0)', () => {});`,
      `See ${design}.md for the conventions in full.`,
      `// the same box (${spec}'s "product listing")`,
      ` * Background jobs. ${letter('FOUNDATION', 'STUB')} of the interface.`,
    ].join('\n');
    expect(kinds('apps/api/src/x.ts', text)).toEqual([
      [1, 'outside document'],
      [2, 'outside document'],
      [3, 'outside document'],
      [4, 'outside document'],
      [5, 'stub marker'],
    ]);
  });

  it('is named when a relative path climbs out of the repository from the file’s folder', () => {
    const readme = `See \`${up(1)}shared/${design}.md\` and [the notes](${up(1)}notes/plan.md).`;
    expect(findOutsideReferences('README.md', readme).map((f) => [f.kind, f.text])).toEqual([
      ['outside document', `${design}.md`],
      ['path outside the repository', `${up(1)}shared/${design}.md`],
      ['path outside the repository', `${up(1)}notes/plan.md`],
    ]);
    expect(kinds('docs/README.md', `The [README](${up(2)}README.md).`)).toEqual([
      [1, 'path outside the repository'],
    ]);
  });

  it('is not what the words mean in plain use', () => {
    const text = [
      '/** Issues a new code and retires the older ones of the same purpose. */',
      'Z76.0\tCấp đơn thuốc lặp lại\tIssue of repeat prescription',
      "const named = new Set(parsed.error.issues.map((issue) => issue.path.join('.')));",
      'if (issues.length) throw bodySchemaViolation(issues, []);',
      '// The clinic counter issues those (fillClinic books one); so may the cashier issue an invoice.',
      '/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */',
      `import { useApiErrorText } from '${up(2)}shared/forms/useApiErrorText';`,
      'The [README](../README.md) says how to run it; a stub stands in for the national system.',
      '// the e2e display spec’s TV hears location 1',
    ].join('\n');
    expect(kinds('apps/staff/src/features/account/x.tsx', text)).toEqual([]);
    expect(kinds('docs/README.md', 'The [README](../README.md).')).toEqual([]);
  });
});

describe('the scan of a repository', () => {
  let root;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names file:line of a planted violation in a tracked file, and leaves untracked and binary files alone', () => {
    root = mkdtempSync(path.join(tmpdir(), 'repository-text-'));
    const write = (file, text) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('apps/api/src/jobs.ts', `/**\n * Background jobs (${design} §11 Jobs).\n */\nexport {};\n`);
    write('docs/product.md', '# The product\n\nNothing outside.\n');
    write(
      'logo.png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, ...Buffer.from(letter('issue', 'U'))]),
    );
    execFileSync('git', ['init', '-q'], { cwd: root });
    execFileSync('git', ['add', '.'], { cwd: root });
    write('scratch.ts', `// ${letter('issue', 'U')}\n`);
    expect(scanRepository(root)).toEqual([`apps/api/src/jobs.ts:2: outside document: ${design} §`]);
  });

  it('finds nothing in this repository', () => {
    expect(scanRepository()).toEqual([]);
  });
});
