// Content hashes of the apps' sources (the four PWAs and the API), so `pnpm start` rebuilds an app only when
// something it is built from changed. An app is built from its own folder, the workspace packages it depends on
// (followed through their own workspace dependencies) and the root files every build reads (lockfile, root
// package.json, tsconfig). The hash of the last successful build is written beside its output
// (dist/.build-hash): `vite build` and the API's build.mjs empty dist first, so an interrupted or failed build
// leaves no hash and the next start builds again.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Root files that change every build's result. */
export const ROOT_FILES = ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml', 'tsconfig.base.json'];
/** Folders that are output, caches or installed code, never sources. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', '.turbo', '.vite']);
export const HASH_FILE = '.build-hash';

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(full);
    return entry.isFile() && !entry.name.endsWith('.tsbuildinfo') ? [full] : [];
  });
}

/** name → folder of every workspace package under packages/ and apps/. */
function workspacePackages(root) {
  const found = new Map();
  for (const group of ['packages', 'apps']) {
    const groupDir = path.join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const entry of readdirSync(groupDir, { withFileTypes: true })) {
      const manifest = path.join(groupDir, entry.name, 'package.json');
      if (entry.isDirectory() && existsSync(manifest))
        found.set(JSON.parse(readFileSync(manifest, 'utf8')).name, path.join(groupDir, entry.name));
    }
  }
  return found;
}

/** The app's folder and the folders of every workspace package it depends on, directly or not. */
export function sourceDirs(root, appDir) {
  const packages = workspacePackages(root);
  const dirs = [];
  const queue = [appDir];
  while (queue.length > 0) {
    const dir = queue.shift();
    if (dirs.includes(dir)) continue;
    dirs.push(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const deps = { ...manifest.dependencies, ...manifest.devDependencies };
    for (const [name, version] of Object.entries(deps)) {
      const dep = packages.get(name);
      if (String(version).startsWith('workspace:') && dep) queue.push(dep);
    }
  }
  return dirs;
}

/**
 * SHA-256 over the path and content of every source file, in a fixed order. BUILD_ID is part of it: a build
 * asked for with a new id (a deployment) must not be skipped.
 */
export function appSourceHash(root, appDir, env = process.env) {
  const files = [
    ...ROOT_FILES.map((name) => path.join(root, name)).filter(existsSync),
    ...sourceDirs(root, appDir).flatMap(filesUnder),
  ];
  const hash = createHash('sha256');
  hash.update(`BUILD_ID=${env.BUILD_ID ?? ''}\0`);
  for (const file of [...new Set(files)].sort()) {
    hash.update(`${path.relative(root, file).split(path.sep).join('/')}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The file every build of an app writes into its dist, where it is not a PWA's index.html. */
export const BUILD_OUTPUT = { api: 'main.js' };

/** True when the app's last build is there and was made from exactly these sources. */
export function isBuildFresh(appDir, hash, output = 'index.html') {
  const dist = path.join(appDir, 'dist');
  const stored = path.join(dist, HASH_FILE);
  return (
    existsSync(path.join(dist, output)) && existsSync(stored) && readFileSync(stored, 'utf8').trim() === hash
  );
}

export function recordBuild(appDir, hash) {
  writeFileSync(path.join(appDir, 'dist', HASH_FILE), `${hash}\n`);
}

/**
 * Builds each app whose sources changed since its last build, one after the other (2 cores). `build(app)`
 * answers true on success. Answers what happened to each app; stops at the first failed build.
 */
export function buildChangedApps({ root, apps, build, log = console.log, env = process.env }) {
  const results = [];
  for (const app of apps) {
    const appDir = path.join(root, 'apps', app);
    const hash = appSourceHash(root, appDir, env);
    if (isBuildFresh(appDir, hash, BUILD_OUTPUT[app])) {
      log(`${app}: up to date, build skipped`);
      results.push({ app, action: 'skipped' });
      continue;
    }
    if (!build(app)) {
      results.push({ app, action: 'failed' });
      return results;
    }
    // Hashed again after the build: a source edited while it ran must not be recorded as built.
    if (appSourceHash(root, appDir, env) === hash) recordBuild(appDir, hash);
    results.push({ app, action: 'built' });
  }
  return results;
}
