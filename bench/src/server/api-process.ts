import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from '../seed/seed-database.js';
import { freePort } from './free-port.js';

const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const API_DIR = join(REPO_ROOT, 'api');
const SERVER_JS = join(API_DIR, 'dist', 'server.js');

export type ApiProcess = {
  pid: number; baseUrl: string; logFile: string; nodeEnv: string;
  /** How the server ended if it did so on its own ("signal SIGKILL", "code 1"), else null. */
  exitStatus: () => string | null;
  stop: () => Promise<void>;
};

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** What the built server is made of: the API's source and the contracts package it imports (schemas, vocabularies). */
const API_SOURCES = [join(API_DIR, 'src'), join(REPO_ROOT, 'shared-contracts', 'src')];

/** Builds api/dist when any source file is newer than the built server, so the bench never measures old code. */
export function ensureApiBuilt(): void {
  const newestSource = Math.max(...API_SOURCES.map(newestMtime));
  if (existsSync(SERVER_JS) && statSync(SERVER_JS).mtimeMs >= newestSource) return;
  console.error('  building the API (api/dist is older than api/src or shared-contracts/src) ...');
  const build = spawnSync('pnpm', ['--filter', '@portal/api', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('bench: pnpm --filter @portal/api build failed');
}

async function waitForHealth(baseUrl: string, exited: () => boolean, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('bench: the API exited while starting; see its log');
    const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('bench: the API did not become healthy in time');
}

/** BENCH_API_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the server's time goes under load. */
const nodeArguments = (): string[] => (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);

/**
 * Runs `node api/dist/server.js` as its own process, the way production does. PostgreSQL runs with
 * NODE_ENV=production; the API refuses PGlite in production, so a PGlite run uses NODE_ENV=bench
 * (demo mode, whose seeding is skipped because the database already has users).
 */
export async function startApi(target: DatabaseTarget, logFile: string): Promise<ApiProcess> {
  const port = await freePort();
  const scratch = mkdtempSync(join(tmpdir(), 'portal-bench-api-'));
  const nodeEnv = target.driver === 'postgres' ? 'production' : 'bench';
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: nodeEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    // The sign-in limits are production's defaults: they count failures only, so the sign-in scenarios' thousands
    // of successful sign-ins from one address pass, and the office rush measures exactly that (issue 39).
    STATIC_ROOT: scratch,
    MAIL_OUTBOX_DIR: join(scratch, 'outbox'),
    ...(target.driver === 'postgres' ? { DATABASE_URL: target.url } : { PGLITE_DATA_DIR: resolve(target.dataDir, '..') }),
  };
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [...nodeArguments(), SERVER_JS], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  let exited = false;
  let status: string | null = null;
  const exit = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      exited = true;
      status = signal ? `signal ${signal}` : `code ${code}`;
      done();
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (!exited) child.kill('SIGTERM');
    await exit;
    log.end();
  };
  try {
    await waitForHealth(baseUrl, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: child.pid ?? 0, baseUrl, logFile, nodeEnv, exitStatus: () => (stopping ? null : status), stop };
}
