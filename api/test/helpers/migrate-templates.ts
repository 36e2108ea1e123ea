// Run by test/run.mjs once per run: migrates the template databases every test database is then copied from, so no
// test file pays for PGlite's initdb, the migrations and the ~5,000 states again (a few seconds each on a slow machine).
// Arguments: `pglite <empty folder>` and/or `postgres <url of an empty database>`, in any number.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../src/platform/db/client.js';
import { upgradeDatabase } from '../../src/wiring/migrate.js';
import type { DatabaseConfig } from '../../src/config.js';

/**
 * Settings every copy of the PGlite template starts with (postgresql.auto.conf is read at each start), for speed only:
 * what the tests check is the same either way. shared_buffers: PGlite's default of 128 MB is zeroed at every start,
 * about 60 % of a start's CPU, and a test database is a few MB. synchronous_commit and full_page_writes: they guard
 * against a crash of the machine (or, for the first, of the process) between a commit and its WAL write, and PGlite
 * already runs with fsync off. crash-durability.test.ts, which kills the process, makes its own database with PGlite's
 * own settings, as the portal runs. What it saves: docs/testing.md ("PGlite test databases").
 */
const FAST_TEST_SETTINGS = ["shared_buffers = '16MB'", 'synchronous_commit = off', 'full_page_writes = off'].join('\n');

const args = process.argv.slice(2);
for (let index = 0; index < args.length; index += 2) {
  const [driver, where] = [args[index], args[index + 1] ?? ''];
  const config: DatabaseConfig = driver === 'pglite' ? { driver: 'pglite', dataDir: where } : { driver: 'postgres', url: where };
  const handle = await openDatabase(config);
  try {
    await upgradeDatabase(handle);
  } finally {
    await handle.close();
  }
  if (driver === 'pglite') appendFileSync(join(where, 'postgresql.auto.conf'), `\n${FAST_TEST_SETTINGS}\n`);
}
