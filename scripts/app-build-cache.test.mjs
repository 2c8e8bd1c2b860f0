import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildChangedApps } from './app-build-cache.mjs';

// A small workspace on disk: two apps, the package one of them uses, an unrelated package and a lockfile. The
// build step writes dist/index.html as vite would (emptying dist first), so the cache is exercised for real.
let root;
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const manifest = (name, deps = {}) => JSON.stringify({ name, dependencies: deps });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
  write('pnpm-lock.yaml', 'lockfileVersion: 9.0\n');
  write('package.json', manifest('root'));
  write('apps/staff/package.json', manifest('@x/staff', { '@x/ui': 'workspace:*', react: '19.3.1' }));
  write('apps/staff/index.html', '<div id="root"></div>');
  write('apps/staff/src/main.tsx', 'export {};');
  write('apps/kiosk/package.json', manifest('@x/kiosk'));
  write('apps/kiosk/src/main.tsx', 'export {};');
  write('packages/ui/package.json', manifest('@x/ui', { '@x/theme': 'workspace:*' }));
  write('packages/ui/src/Button.tsx', 'export const Button = 1;');
  write('packages/theme/package.json', manifest('@x/theme'));
  write('packages/theme/src/colors.ts', 'export const teal = "#0f766e";');
  write('packages/other/package.json', manifest('@x/other'));
  write('packages/other/src/index.ts', 'export {};');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function start(env = {}) {
  const built = [];
  const results = buildChangedApps({
    root,
    apps: ['staff', 'kiosk'],
    env,
    log: () => undefined,
    build(app) {
      built.push(app);
      const dist = path.join(root, 'apps', app, 'dist');
      rmSync(dist, { recursive: true, force: true });
      mkdirSync(dist);
      writeFileSync(path.join(dist, 'index.html'), '<html></html>');
      return true;
    },
  });
  return { built, results };
}

describe('the build step of pnpm start', () => {
  it('builds every app the first time, and nothing on a second start with no change', () => {
    expect(start().built).toEqual(['staff', 'kiosk']);
    const second = start();
    expect(second.built).toEqual([]);
    expect(second.results.map((r) => r.action)).toEqual(['skipped', 'skipped']);
  });

  it('rebuilds only the app whose own sources, index.html or packages changed', () => {
    start();
    write('apps/staff/src/main.tsx', 'export const changed = true;');
    expect(start().built).toEqual(['staff']);
    write('apps/staff/index.html', '<div id="app"></div>');
    expect(start().built).toEqual(['staff']);
    // A package the staff app reaches only through @x/ui.
    write('packages/theme/src/colors.ts', 'export const teal = "#0d9488";');
    expect(start().built).toEqual(['staff']);
    // A new file counts too, and a package no app uses changes nothing.
    write('apps/kiosk/src/extra.ts', 'export {};');
    write('packages/other/src/index.ts', 'export const x = 1;');
    expect(start().built).toEqual(['kiosk']);
  });

  it('rebuilds everything after a lockfile change or with a new BUILD_ID', () => {
    start();
    write('pnpm-lock.yaml', 'lockfileVersion: 9.0\n# vite upgraded\n');
    expect(start().built).toEqual(['staff', 'kiosk']);
    expect(start({ BUILD_ID: 'release-2' }).built).toEqual(['staff', 'kiosk']);
    expect(start({ BUILD_ID: 'release-2' }).built).toEqual([]);
  });

  it("knows the API's build by its server bundle, dist/main.js, not by an index.html", () => {
    write('apps/api/package.json', manifest('@x/api', { '@x/theme': 'workspace:*' }));
    write('apps/api/src/main.ts', 'export {};');
    const startApi = () =>
      buildChangedApps({
        root,
        apps: ['api'],
        log: () => undefined,
        build() {
          const dist = path.join(root, 'apps/api/dist');
          rmSync(dist, { recursive: true, force: true });
          mkdirSync(dist);
          writeFileSync(path.join(dist, 'main.js'), 'export {};');
          return true;
        },
      }).map((r) => r.action);
    expect(startApi()).toEqual(['built']);
    expect(startApi()).toEqual(['skipped']);
    write('packages/theme/src/colors.ts', 'export const teal = "#0d9488";');
    expect(startApi()).toEqual(['built']);
    rmSync(path.join(root, 'apps/api/dist/main.js'));
    expect(startApi()).toEqual(['built']);
  });

  it('builds again when the output is gone or the last build failed', () => {
    start();
    rmSync(path.join(root, 'apps/kiosk/dist'), { recursive: true });
    expect(start().built).toEqual(['kiosk']);

    write('apps/staff/src/main.tsx', 'export const broken = ;');
    const failed = buildChangedApps({
      root,
      apps: ['staff', 'kiosk'],
      log: () => undefined,
      build: (app) => {
        rmSync(path.join(root, 'apps', app, 'dist'), { recursive: true, force: true });
        return false;
      },
    });
    expect(failed).toEqual([{ app: 'staff', action: 'failed' }]);
    write('apps/staff/src/main.tsx', 'export const fixed = 1;');
    expect(start().built).toEqual(['staff']);
  });
});
