// Run by test/run.mjs once per run: migrates the template databases every test database is then copied from, so no
// test file pays for PGlite's initdb, the migrations and the ~5,000 states again (a few seconds each on a slow machine).
// Arguments: `pglite <empty folder>` and/or `postgres <url of an empty database>`, in any number.
import { openDatabase } from '../../src/platform/db/client.js';
import { upgradeDatabase } from '../../src/wiring/migrate.js';
import type { DatabaseConfig } from '../../src/config.js';
import { addFastTestSettings } from './pglite-test-settings.js';

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
  if (driver === 'pglite') await addFastTestSettings(where);
}
