#!/usr/bin/env node
// The API's production build (`pnpm --filter @clinic/api build`, run by scripts/build-apps.mjs when a source
// changed): one bundle per entry point, so `pnpm start` runs plain JavaScript (`node --enable-source-maps
// dist/main.js`) instead of transforming every TypeScript module under tsx at each start. The workspace packages
// are bundled (they export their .ts sources, which Node cannot import); every package the API itself depends on
// stays external, loaded from its node_modules as under tsx (native argon2, PGlite's wasm and data files,
// firebase-admin, aws-sdk).
//
// `node build.mjs [outdir]`, by default dist/. The output must sit one folder below apps/api, as src/ does:
// config.ts finds the repository root (a relative DATA_DIR) and the built PWAs from its own folder. A build
// elsewhere (a test's) runs with DATA_DIR and APPS_DIR set, and a node_modules link beside it.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const apiDir = import.meta.dirname;

/**
 * Output name → source. Worker threads load their module by file (docx-thread.ts, sanitise-thread.ts pick
 * `./<name>.js` beside the bundle that runs them), so each is an entry point of its own.
 */
const ENTRY_POINTS = {
  main: 'src/main.ts',
  'docx-worker': 'src/modules/print/docx-worker.ts',
  'sanitise-worker': 'src/platform/pdf/sanitise-worker.ts',
};

/**
 * Files the code reads at run time beside its own module (`import.meta.url`, `import.meta.dirname`): bundled,
 * that module is main.js, so each is copied beside it under the name the code asks for.
 */
const RUNTIME_FILES = {
  'icd10.tsv': 'src/modules/icd10/icd10.tsv', // icd10-list.ts
  migrations: 'src/db/migrations', // db/client.ts, migrationsFolder
  'typescript-worker.mjs': 'src/platform/worker/typescript-worker.mjs', // thread-jobs.ts, every thread's entry
};

/** The API's own dependencies: installed beside it, never bundled (the workspace ones are). */
function installedDependencies() {
  const manifest = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
  return Object.entries(manifest.dependencies)
    .filter(([, version]) => !String(version).startsWith('workspace:'))
    .map(([name]) => name);
}

export async function buildApi(outdir = path.join(apiDir, 'dist')) {
  // Emptied first, as vite does for the PWAs: an interrupted build leaves no .build-hash, so it is built again.
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: apiDir,
    entryPoints: ENTRY_POINTS,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Marking a package external marks its subpaths too (drizzle-orm/pglite, firebase-admin/app…).
    external: installedDependencies(),
    // Stack traces name the .ts file and line (node --enable-source-maps); the sources stay in the repository.
    sourcemap: true,
    sourcesContent: false,
    // Functions and classes keep their names where bundling would rename one that clashes (errors, plugins).
    keepNames: true,
    logLevel: 'warning',
  });
  // Its .js files are ES modules wherever the folder is (a test builds outside the API's package).
  writeFileSync(path.join(outdir, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
  for (const [name, source] of Object.entries(RUNTIME_FILES))
    cpSync(path.join(apiDir, source), path.join(outdir, name), {
      recursive: true,
      // drizzle-kit's schema snapshots are for generating the next migration; migrating reads the journal and SQL.
      filter: (file) => !file.endsWith('_snapshot.json'),
    });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const outdir = path.resolve(process.argv[2] ?? path.join(apiDir, 'dist'));
  await buildApi(outdir);
  console.log(`api: built into ${path.relative(process.cwd(), outdir) || '.'} (${Date.now() - started} ms)`);
}
