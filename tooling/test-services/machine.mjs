import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { delimiter, join } from 'node:path';

/** `PORTAL_TEST_PROVISION=embedded` starts every service for the run, proving the fresh-machine path on any machine. */
export const provisionForced = () => process.env.PORTAL_TEST_PROVISION === 'embedded';

/** Whether something accepts TCP connections at host:port within `ms`. */
export function answers(host, port, ms = 500) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(ms, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** The full path of `command` as the shell would find it, or undefined. */
export function onPath(command, extraDirs = []) {
  for (const dir of [...(process.env.PATH ?? '').split(delimiter), ...extraDirs]) {
    if (!dir) continue;
    try {
      accessSync(join(dir, command), constants.X_OK);
      return join(dir, command);
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

let aptUpdated = false;

/** Installs a Debian package when running as root on a system with apt-get; false when it cannot. */
export function installDebianPackage(name) {
  if (process.getuid?.() !== 0 || !onPath('apt-get')) return false;
  console.log(`test services: installing Debian's ${name}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  aptUpdated = true;
  execFileSync('apt-get', ['install', '-y', '-qq', name], { stdio: ['ignore', 'ignore', 'inherit'], env });
  return true;
}
