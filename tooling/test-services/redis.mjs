import { execFileSync, spawn } from 'node:child_process';
import { answers, freePort, installDebianPackage, onPath, provisionForced } from './machine.mjs';

const LOCAL = { host: '127.0.0.1', port: 6379 };

async function waitUntilAnswering(port, child, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server stopped at once (exit code ${child.exitCode})`);
    if (await answers('127.0.0.1', port, 200)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer on port ${port} within ${ms / 1000} s`);
}

/** redis-server from PATH on a free port, keeping nothing on disk, for this run only. */
async function startRedisServer(binary) {
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitUntilAnswering(port, child);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The Redis server for a test run, each way tried in turn: the one an enclosing run chose or TEST_REDIS_URL; else
 * the local server at 127.0.0.1:6379 when one answers; else `redis-server` from PATH on a free port; else Debian's
 * package installed when running as root; else an error saying what to install. PORTAL_TEST_PROVISION=embedded
 * skips the local server. No Redis test is ever skipped for want of one.
 */
export async function findOrStartRedis() {
  const setting = process.env.TEST_REDIS_URL;
  if (setting) return { url: setting, source: 'TEST_REDIS_URL', stop: async () => undefined };
  if (!provisionForced() && (await answers(LOCAL.host, LOCAL.port))) {
    return { url: `redis://${LOCAL.host}:${LOCAL.port}`, source: `the local server at ${LOCAL.host}:${LOCAL.port}`, stop: async () => undefined };
  }
  let binary = onPath('redis-server');
  if (!binary && installDebianPackage('redis-server')) binary = onPath('redis-server');
  if (!binary) {
    throw new Error('The tests need Redis: install redis-server (Debian/Ubuntu: sudo apt-get install -y redis-server) or set TEST_REDIS_URL.');
  }
  // Debian's package starts a system service of its own; the run uses a server of its own either way.
  const started = await startRedisServer(binary);
  const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).split(' ').find((part) => part.startsWith('v='));
  return { ...started, source: `redis-server ${version?.slice(2) ?? ''} from ${binary}, started for this run`.replace('  ', ' ') };
}
