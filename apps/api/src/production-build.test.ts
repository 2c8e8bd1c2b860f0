import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileKind } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from './db/seed/demo.js';
import { wordDocx } from './testing/docx-fixtures.js';
import { freePort } from './testing/free-port.js';

// `pnpm start` runs the API from its build (build.mjs), not from these sources under tsx: this builds it into a
// temporary folder and starts it as the package's start script does. The bundle must find what its modules read
// beside themselves (migrations, the ICD-10 list, the worker threads' modules), and its stack traces must name
// the .ts sources.

const apiDir = path.resolve(import.meta.dirname, '..');
const startScript: string = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')).scripts.start;

describe('the API built for production', () => {
  let work: string;
  let dist: string;
  const started: ChildProcess[] = [];

  /** `node <the start script's flags> <dist>/main.js`, from the API's folder as pnpm runs it. */
  const startBuilt = (env: Record<string, string>) => {
    const [program, ...args] = startScript.split(/\s+/);
    expect(program).toBe('node');
    expect(args.at(-1)).toBe('dist/main.js');
    const child = spawn(process.execPath, [...args.slice(0, -1), path.join(dist, 'main.js')], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout!, child.stderr!])
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
    started.push(child);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { child, exited, output: () => output };
  };

  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'clinic-api-build-'));
    dist = path.join(work, 'dist');
    // The packages the bundle leaves external resolve from here, as they do from apps/api/dist.
    symlinkSync(path.join(apiDir, 'node_modules'), path.join(work, 'node_modules'));
    const build = spawnSync(process.execPath, ['build.mjs', dist], { cwd: apiDir, encoding: 'utf8' });
    expect(build.status, build.stdout + build.stderr).toBe(0);
  }, 60_000);
  afterAll(() => {
    for (const child of started) child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  });

  it('is plain JavaScript with source maps, and started with them on', () => {
    expect(startScript).toMatch(/^node .*--enable-source-maps/);
    expect(startScript).not.toContain('tsx');
    for (const file of ['main.js', 'docx-worker.js', 'sanitise-worker.js'])
      expect(existsSync(path.join(dist, `${file}.map`)), `${file}.map`).toBe(true);
  });

  it('names the .ts file and line of an error thrown at start', async () => {
    // A Redis without the shared secrets: loadConfig throws before anything is opened.
    const { exited, output } = startBuilt({ REDIS_URL: 'redis://127.0.0.1:1', JWT_SECRET: '' });
    expect(await exited).not.toBe(0);
    expect(output()).toMatch(/at loadConfig \(.*\/apps\/api\/src\/config\.ts:\d+:\d+\)/);
    expect(output()).toMatch(/\/apps\/api\/src\/main\.ts:\d+:\d+/);
  });

  it('starts on a new PGlite with the demo, and checks a print template in its worker thread', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = startBuilt({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: path.join(work, 'data'),
      APPS_DIR: path.join(work, 'no-apps'),
      SEED_DEMO: 'on',
      JWT_SECRET: '',
    });
    // Migrations (from the copied folder), the demo seed and the ICD-10 list (read at start) all ran.
    await expect
      .poll(
        async () => {
          if (server.child.exitCode !== null) throw new Error(`the API exited:\n${server.output()}`);
          return (await fetch(`${origin}/api/health`).catch(() => null))?.status;
        },
        { timeout: 50_000, interval: 200 },
      )
      .toBe(200);

    const api = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(url.startsWith('/api/') ? `${origin}${url}` : `${origin}/api${url}`, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      expect(response.status, `${method} ${url}: ${text}`).toBe(200);
      return JSON.parse(text).data;
    };
    const { accessToken } = await api('POST', '/auth/login', {
      username: DEMO_OWNER.email,
      password: DEMO_OWNER.password,
    });
    const auth = { authorization: `Bearer ${accessToken}` };
    const template = wordDocx(['Bệnh nhân: {patient.fullName}']);
    const { physicalFileId, uploadUrl } = await api(
      'POST',
      '/files/request-upload-file',
      { kind: FileKind.PrintTemplate, name: 'don-thuoc.docx', size: template.length, contentType: '' },
      auth,
    );
    const upload = await fetch(`${origin}${uploadUrl}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: template,
    });
    expect(upload.status).toBe(200);
    await api('PUT', `/files/${physicalFileId}/upload-done`, undefined, auth);
    // Setting it checks it in the docx worker thread: the bundle's docx-worker.js, through the copied entry.
    const set = await api('PUT', '/print/templates/prescription', { physicalFileId }, auth);
    expect(set.template.physicalFileId).toBe(physicalFileId);
  }, 60_000);
});
