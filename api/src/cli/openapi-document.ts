import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

const USAGE = `Writes the API's OpenAPI document, as /api/docs/json serves it, to the file named (or to standard output).

  node dist/cli/openapi-document.js [out.json]

No database server is needed: the app is built on an in-memory embedded database, which is thrown away.`;

/**
 * The document is built from the route schemas, so the app is built the way the server builds it (every plugin and
 * route, nothing stubbed that could leave a route out), on in-memory PGlite rather than a database of the caller's.
 */
async function openApiDocument(): Promise<unknown> {
  const config = loadConfig({
    NODE_ENV: 'development',
    // Given, so that demo mode neither reads nor writes a secret in a data folder.
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // No frontend builds and no outbox: the document must not depend on what happens to be built or configured here.
    STATIC_ROOT: join(tmpdir(), 'portal-openapi-without-frontend'),
    MAIL_OUTBOX_DIR: join(tmpdir(), 'portal-openapi-outbox'),
  });
  const app = await buildApp({ ...config, database: { driver: 'pglite', dataDir: null } });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
  }
}

const [out, ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
if (rest.length > 0 || out === '--help') {
  console.log(USAGE);
  process.exit(out === '--help' ? 0 : 2);
}
const text = `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
if (out) await writeFile(out, text);
else process.stdout.write(text);
