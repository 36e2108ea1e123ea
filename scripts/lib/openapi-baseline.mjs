// The API's OpenAPI document: generated from the API's source for the v1 compatibility check (scripts/check-api-compat.mjs),
// and kept beside releases/last.json as the recorded release's baseline that the check compares with.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const API_DIR = new URL('../../api/', import.meta.url).pathname;
import { RELEASES_DIR } from './releases.mjs';

export const OPENAPI_BASELINE = 'openapi-v1.json';

/**
 * The document as the API serves it at /api/docs/json, generated from the source as it is now (no build, no database
 * server: api/src/cli/openapi-document.ts builds the app on in-memory PGlite, about 8 s on a 2-core machine). The
 * `source` condition makes @portal/shared-contracts resolve to its TypeScript source, as the API tests do.
 */
export async function currentOpenApiDocument() {
  const dir = await mkdtemp(join(tmpdir(), 'portal-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    const args = ['--conditions=source', '--import', 'tsx', 'src/cli/openapi-document.ts', file];
    const child = spawn(process.execPath, args, { cwd: API_DIR, stdio: ['ignore', 'inherit', 'inherit'] });
    const code = await new Promise((resolve, reject) => child.once('error', reject).once('exit', (exitCode) => resolve(exitCode ?? 1)));
    if (code !== 0) throw new Error(`the API's OpenAPI document could not be generated (api/src/cli/openapi-document.ts exited with ${code})`);
    return JSON.parse(await readFile(file, 'utf8'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Records the current document as the release's baseline in `dir` (releases/ for `pnpm release:record`). */
export async function writeOpenApiBaseline(dir = RELEASES_DIR) {
  const file = join(dir, OPENAPI_BASELINE);
  await writeFile(file, `${JSON.stringify(await currentOpenApiDocument(), null, 2)}\n`);
  return file;
}

/** The recorded release's document, or undefined when no release has recorded one yet. */
export async function readOpenApiBaseline(dir = RELEASES_DIR) {
  try {
    return JSON.parse(await readFile(join(dir, OPENAPI_BASELINE), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}
