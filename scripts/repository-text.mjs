#!/usr/bin/env node
// The repository speaks of itself only (docs/conventions.md#code-style): a comment or a page that needs a source
// cites a page of docs/, never a work item (a capital letter or a number after "issue"), a section of a design
// document kept elsewhere, or a path that climbs out of the repository. This names every tracked text file's line that does. Run by
// scripts/repository-text.test.mjs (so by `pnpm test` and CI), or alone: `node scripts/repository-text.mjs`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What a line may not say. The sources are written so that none matches its own text (a letter class, `\s+`), so
 * this file passes its own scan. "issue" as a word stays free: "issue an invoice", zod's `issue.message`,
 * `map((issue) => …)`; only "issue" followed by a capital letter (with an optional digit) or a number is a citation.
 */
export const rules = [
  { kind: 'work item', pattern: /\b[Ii]ssues?\s+(?:[A-Z][0-9]?|[0-9]+)(?![\w'’-])/ },
  { kind: 'work item', pattern: /\b(?:later|earlier|other|next|previous)\s+issue(?:s|['’]s|s['’])?\b/i },
  { kind: 'work item', pattern: /\bwork\s+letters?\b/i },
  { kind: 'outside document', pattern: /\b(?:DESIGN|SPEC)(?:\.md)?\s*§/ },
  { kind: 'outside document', pattern: /\b(?:DESIGN|SPEC)\.md\b/ },
  { kind: 'outside document', pattern: /\bSPEC['’]s\b/ },
  { kind: 'stub marker', pattern: /\bfoundation\s+stub\b/i },
];

/** Relative paths that start by climbing one folder or more: checked against the file's own folder. */
const climbingPath = /(?<![\w./-])((?:\.\.\/)+)[\w@./-]*/g;
/** Files whose relative paths start elsewhere: the lockfile's are relative to each workspace package. */
const pathsNotFromTheFile = new Set(['pnpm-lock.yaml']);

/**
 * The problems of one file's text, `file` being its path from the repository's root (a climbing path is judged
 * from its folder): each with its 1-based line, its kind and what matched.
 * @param {string} file
 * @param {string} text
 */
export function findOutsideReferences(file, text) {
  const found = [];
  const folder = path.posix.dirname(file);
  text.split('\n').forEach((line, index) => {
    for (const { kind, pattern } of rules) {
      const match = line.match(pattern);
      if (match) found.push({ line: index + 1, kind, text: match[0] });
    }
    if (pathsNotFromTheFile.has(file)) return;
    for (const match of line.matchAll(climbingPath)) {
      const target = path.posix.normalize(path.posix.join(folder, match[1]));
      if (target === '..' || target.startsWith('../')) {
        found.push({ line: index + 1, kind: 'path outside the repository', text: match[0] });
      }
    }
  });
  return found;
}

/** The tracked files of the repository whose content is text (a NUL byte in the first 8 KB marks a binary). */
export function trackedTextFiles(root = repositoryRoot) {
  const listed = execFileSync('git', ['ls-files', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  return listed
    .split('\0')
    .filter(Boolean)
    .flatMap((file) => {
      const full = path.join(root, file);
      if (!existsSync(full)) return [];
      const bytes = readFileSync(full);
      return bytes.subarray(0, 8192).includes(0) ? [] : [{ file, text: bytes.toString('utf8') }];
    });
}

/** Every problem of the repository, as `file:line: kind: text` lines in file order. */
export function scanRepository(root = repositoryRoot) {
  return trackedTextFiles(root).flatMap(({ file, text }) =>
    findOutsideReferences(file, text).map((f) => `${file}:${f.line}: ${f.kind}: ${f.text}`),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = scanRepository();
  for (const problem of problems) console.log(problem);
  if (problems.length) {
    console.error(
      `${problems.length} reference(s) to things outside the repository: say what they mean instead.`,
    );
    process.exit(1);
  }
}
