// Settings every copy of the PGlite test template starts with, for speed only: what the tests check is the same either
// way. shared_buffers: PGlite's default of 128 MB is zeroed at every start, about 60 % of a start's CPU, and a test
// database is a few MB. synchronous_commit and full_page_writes: they guard against a crash of the machine (or, for the
// first, of the process) between a commit and its WAL write, and PGlite already runs with fsync off. What it saves:
// docs/testing.md ("PGlite test databases").
//
// They sit in a file of their own that the template's postgresql.conf includes if it exists (read at each start), so a
// copy that must run as the portal runs, such as the one crash-durability.test.ts kills, deletes that one file.
import { appendFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const SETTINGS_FILE = 'portal-test-settings.conf';
const FAST_TEST_SETTINGS = ["shared_buffers = '16MB'", 'synchronous_commit = off', 'full_page_writes = off'];

/** Gives the PGlite database in `dataDir` (a template: its copies too) the fast settings from its next start. */
export async function addFastTestSettings(dataDir: string): Promise<void> {
  await writeFile(join(dataDir, SETTINGS_FILE), `${FAST_TEST_SETTINGS.join('\n')}\n`);
  await appendFile(join(dataDir, 'postgresql.conf'), `\ninclude_if_exists = '${SETTINGS_FILE}'\n`);
}

/** Takes them away again: from its next start the database runs with PGlite's own settings, as the portal's does. */
export async function removeFastTestSettings(dataDir: string): Promise<void> {
  await rm(join(dataDir, SETTINGS_FILE), { force: true });
}
