// Starts the portal as `pnpm start` does (build what changed, then serve) on a throwaway database, for scripts
// that measure the production build in a browser; and prepares such a database with the demo data for the browser
// tests' portals (prepareDemoData).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { copyFolder, removeFolder } from '@portal/test-services';
import { ROOT, buildChanged, isAlive } from './build-changed.mjs';

/** A port nobody listens on right now (the kernel picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The portal exited (code ${child.exitCode}) before answering ${url}.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The portal did not answer ${url} within ${timeoutMs / 1000} s.`);
}

/** Starts the built API on `dataDir` until it answers (it migrates and seeds a new folder), then stops it cleanly. */
async function seedByStarting(dataDir) {
  const port = await freePort();
  const server = spawn(process.execPath, [join(ROOT, 'api/dist/server.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  const exited = new Promise((done) => server.once('exit', done));
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, server, 10 * 60_000);
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

/** The run's template, seeded by whichever portal asks first while the others wait for it (a lock folder). */
async function demoTemplate(template) {
  const lock = `${template}.lock`;
  mkdirSync(dirname(template), { recursive: true });
  for (;;) {
    if (existsSync(template)) return template;
    try {
      mkdirSync(lock);
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(existsSync(join(lock, 'pid')) ? readFileSync(join(lock, 'pid'), 'utf8') : NaN);
      if (Number.isInteger(holder) && !isAlive(holder)) await removeFolder(lock);
      await new Promise((done) => setTimeout(done, 500));
      continue;
    }
    try {
      writeFileSync(join(lock, 'pid'), String(process.pid));
      // The API that seeds it is the one the portals will run (`pnpm start` builds what changed first, too).
      buildChanged({ log: () => undefined });
      const seeding = `${template}.seeding`;
      await removeFolder(seeding);
      await seedByStarting(seeding);
      renameSync(seeding, template);
      return template;
    } finally {
      await removeFolder(lock);
    }
  }
}

/**
 * Makes `dataDir` the data folder of a portal about to start on embedded PGlite with the demo data. Alone it empties
 * the folder, and the portal migrates and seeds it as it starts (`pnpm start` on a new folder). Under `pnpm test`,
 * which sets PORTAL_DEMO_TEMPLATE to a folder of the run, the first portal to ask seeds that template once, by
 * starting the built API on it, and every portal copies it: a start on a new folder took 14 s of CPU on the 2-core
 * machine, on a copy 5 s, and a run starts five such portals (docs/testing.md).
 */
export async function prepareDemoData(dataDir) {
  await removeFolder(dataDir);
  const template = process.env.PORTAL_DEMO_TEMPLATE;
  if (template) await copyFolder(await demoTemplate(resolve(template)), dataDir);
}

/** Runs scripts/start.mjs on a free port and a fresh embedded database; resolves once /api/health answers. */
export async function startPortal({ log = console.log, timeoutMs = 15 * 60_000 } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-measure-'));
  await prepareDemoData(dataDir);
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  // Should this process die of an uncaught error, the portal must not outlive it.
  process.once('exit', () => child.kill('SIGTERM'));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  log(`Starting the portal on ${url} (builds what changed first)...`);
  try {
    await waitForHealth(`${url}/api/health`, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
