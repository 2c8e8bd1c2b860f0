#!/usr/bin/env node
// Bundle budgets of the four PWAs (run after `pnpm build:apps`).
// Initial JS = the entry script of dist/index.html plus every chunk it loads before first render: the
// modulepreload links Vite writes for its static imports, and (to be safe) any further static `import`
// found in those chunks. Sizes are gzip level 9, as served. Exits 1 when an app is over its budget.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;

/** Budgets in KB of gzipped initial JavaScript. */
const budgets = [
  // Before sign-in only the sign-in screen loads (about 90 KB, once ≤ 200 KB for the whole app); kept there
  { app: 'staff', base: '/', budgetKb: 120 },
  { app: 'kiosk', base: '/kiosk/', budgetKb: 120 }, // the kiosk's start screen ≤ 120 KB gzipped
  { app: 'queue-display', base: '/display/', budgetKb: 90 }, // the waiting-room TV's first paint ≤ 90 KB
  { app: 'booking', base: '/booking/', budgetKb: 90 }, // the booking page's initial JS ≤ 90 KB gzipped
];

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Attribute values of the tags in `html` that match `tagPattern`. */
function attributeValues(html, tagPattern, attribute) {
  const values = [];
  for (const [tag] of html.matchAll(tagPattern)) {
    const match = tag.match(new RegExp(`\\s${attribute}\\s*=\\s*["']([^"']+)["']`, 'i'));
    if (match?.[1]) values.push(match[1]);
  }
  return values;
}

/** Static imports of a built ES module chunk: `import "./x.js"`, `import{a}from"./x.js"`, `export*from"./x.js"`. */
function staticImports(code) {
  const specifiers = new Set();
  const pattern = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const match of code.matchAll(pattern)) if (match[1]) specifiers.add(match[1]);
  return [...specifiers];
}

function measure({ app, base }) {
  const dist = join(root, 'apps', app, 'dist');
  const indexPath = join(dist, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`apps/${app}/dist/index.html is missing: run \`pnpm build:apps\` first.`);
  }
  const html = readFileSync(indexPath, 'utf8');
  const entries = attributeValues(html, /<script\b[^>]*type=["']module["'][^>]*>/gi, 'src');
  if (entries.length === 0) throw new Error(`apps/${app}/dist/index.html has no <script type="module" src>.`);
  const preloads = attributeValues(html, /<link\b[^>]*rel=["']modulepreload["'][^>]*>/gi, 'href');

  // URL path in the page → file in dist/.
  const toFile = (url) => {
    const path = new URL(url, `http://app${base}`).pathname;
    if (!path.startsWith(base)) throw new Error(`${app}: ${url} is outside the app base ${base}`);
    return join(dist, path.slice(base.length));
  };

  const files = new Set();
  const queue = [...entries, ...preloads].map(toFile);
  while (queue.length > 0) {
    const file = queue.shift();
    if (files.has(file)) continue;
    if (!existsSync(file)) throw new Error(`${app}: ${relative(root, file)} is referenced but missing.`);
    files.add(file);
    const code = readFileSync(file, 'utf8');
    for (const specifier of staticImports(code)) {
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) continue;
      const url = specifier.startsWith('/')
        ? specifier
        : posix.join(posix.dirname(`${base}${relative(dist, file).split('\\').join('/')}`), specifier);
      queue.push(toFile(url));
    }
  }

  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const buffer = readFileSync(file);
    raw += buffer.length;
    gzip += gzipSize(buffer);
  }
  const css = attributeValues(html, /<link\b[^>]*rel=["']stylesheet["'][^>]*>/gi, 'href')
    .map(toFile)
    .filter(existsSync)
    .reduce((sum, file) => sum + gzipSize(readFileSync(file)), 0);
  return { files: [...files].map((file) => relative(dist, file)), raw, gzip, css };
}

const format = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const rows = [];
const failures = [];

for (const budget of budgets) {
  try {
    const size = measure(budget);
    const limit = budget.budgetKb * KB;
    const ok = size.gzip <= limit;
    rows.push({
      app: budget.app,
      chunks: String(size.files.length),
      js: format(size.raw),
      jsGzip: format(size.gzip),
      budget: `${budget.budgetKb} KB`,
      used: `${Math.round((size.gzip / limit) * 100)}%`,
      cssGzip: format(size.css),
      status: ok ? 'ok' : 'OVER',
    });
    if (!ok) {
      failures.push(
        `${budget.app}: initial JS is ${format(size.gzip)} gzipped, over its ${budget.budgetKb} KB budget by ` +
          `${format(size.gzip - limit)} (${size.files.join(', ')}). Lazy-load more with import().`,
      );
    }
  } catch (error) {
    rows.push({
      app: budget.app,
      chunks: '-',
      js: '-',
      jsGzip: '-',
      budget: `${budget.budgetKb} KB`,
      used: '-',
      cssGzip: '-',
      status: 'ERROR',
    });
    failures.push(error instanceof Error ? error.message : String(error));
  }
}

const columns = [
  ['app', 'app'],
  ['chunks', 'chunks'],
  ['js', 'initial JS'],
  ['jsGzip', 'gzip'],
  ['budget', 'budget'],
  ['used', 'used'],
  ['cssGzip', 'CSS gzip'],
  ['status', 'status'],
];
const widths = columns.map(([key, title]) => Math.max(title.length, ...rows.map((row) => row[key].length)));
const line = (cells) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log('Bundle budgets (initial JavaScript, gzip level 9)\n');
console.log(line(columns.map(([, title]) => title)));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(columns.map(([key]) => row[key])));
console.log('');

if (failures.length > 0) {
  for (const failure of failures) console.error(`✗ ${failure}`);
  process.exit(1);
}
console.log('✓ Every app is within its budget.');
