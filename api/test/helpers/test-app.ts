import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { copyFolder, createScratchDatabase, removeFolder } from '@portal/test-services';
import { buildApp, type App, type BuildHooks } from '../../src/app.js';
import { loadConfig, type Config, type DatabaseConfig } from '../../src/config.js';
import { removeFastTestSettings } from './pglite-test-settings.js';

export type TestApp = {
  app: App;
  config: Config;
  /**
   * A request through app.inject with an optional bearer token: `body` an object is sent as JSON, a string or Buffer
   * as it is (say its content-type in `headers`, which go out as given). Returns status, headers, body and parsed JSON.
   */
  request: (options: TestRequest) => Promise<TestResponse>;
  close: () => Promise<void>;
};

export type TestRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
};

export type TestResponse = { statusCode: number; headers: Record<string, unknown>; json: <T = unknown>() => T; body: string; rawPayload: Buffer };

/** A multipart/form-data body with one file part, as a browser's FormData would send it: spread into `request`. */
export function fileUpload(content: Buffer | string, { field = 'file', filename = 'upload.bin', type = 'application/octet-stream' } = {}) {
  const boundary = '----portal-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** Settings as the tests want them; only the database differs between runs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Suites sign in many times from one address; the limits themselves are tested with their defaults.
    SIGN_IN_MAX_PER_IP: '100000',
    SIGN_IN_MAX_PER_ACCOUNT: '100000',
    // Welcome and reset e-mails of tests that do not read them go to a throwaway folder, not ./data/outbox.
    MAIL_OUTBOX_DIR: join(tmpdir(), `portal-test-outbox-${process.pid}`),
    // A directory with no builds: the tests never depend on whether the frontends happen to be built.
    STATIC_ROOT: join(tmpdir(), 'portal-tests-without-frontend'),
  });
  return { ...base, ...overrides };
}

/**
 * The PostgreSQL server on which tests that need one create their databases (an administrative URL, database
 * `postgres`): the one test/run.mjs found or started for the run (TEST_POSTGRES_URL), else TEST_DATABASE_URL.
 */
export function postgresAdminUrl(): string {
  const url = process.env.TEST_POSTGRES_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('No PostgreSQL server for this test: run the API suite with `pnpm --filter @portal/api test` (test/run.mjs finds or starts one), or set TEST_POSTGRES_URL');
  return url;
}

/** The Redis server of the run (TEST_REDIS_URL, which test/run.mjs sets after finding or starting one). */
export function redisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('No Redis server for this test: run the API suite with `pnpm --filter @portal/api test` (test/run.mjs finds or starts one), or set TEST_REDIS_URL');
  return url;
}

/** The engine a test needs: 'any' follows TEST_DATABASE_URL; 'postgres' is for what only PostgreSQL has (COPY). */
export type TestEngine = 'any' | 'postgres';

/**
 * A fresh database per test file: PGlite by default, or with TEST_DATABASE_URL (or engine 'postgres') a uniquely
 * named database created on that PostgreSQL server and dropped again on close. Under test/run.mjs it is a copy of a
 * migrated template (TEST_PGLITE_TEMPLATE, a data folder; TEST_POSTGRES_TEMPLATE, a database on the same server),
 * which the API finds up to date; `empty: true` gives a database nothing has touched, for tests of the migrating.
 * A PGlite copy starts with the template's settings for speed (pglite-test-settings.ts); `portalSettings: true` gives
 * it PGlite's own, as the portal runs, for a test of what those settings are for (surviving a killed process).
 */
export async function freshDatabase(engine: TestEngine = 'any', { empty = false, portalSettings = false } = {}): Promise<{ database: DatabaseConfig; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? (engine === 'postgres' ? postgresAdminUrl() : undefined);
  if (!adminUrl) {
    const template = empty ? undefined : process.env.TEST_PGLITE_TEMPLATE;
    if (!template) return { database: { driver: 'pglite', dataDir: null }, drop: async () => undefined };
    // Beside the template, in the run's folder, which test/run.mjs removes at the end whatever a file left there.
    const dataDir = join(await mkdtemp(join(dirname(template), 'copy-')), 'pgdata');
    await copyFolder(template, dataDir);
    if (portalSettings) await removeFastTestSettings(dataDir);
    return { database: { driver: 'pglite', dataDir }, drop: () => removeFolder(dirname(dataDir)) };
  }
  const template = empty ? undefined : process.env.TEST_POSTGRES_TEMPLATE;
  const { url, drop } = await createScratchDatabase(adminUrl, `portal_test_${process.pid}`, { template });
  return { database: { driver: 'postgres', url }, drop };
}

export async function createTestApp(overrides: Partial<Config> = {}, hooks: BuildHooks = {}, engine: TestEngine = 'any'): Promise<TestApp> {
  const { database, drop } = await freshDatabase(engine);
  const config = testConfig({ database, ...overrides });
  let app: App;
  try {
    app = await buildApp(config, hooks);
    await app.ready();
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    app,
    config,
    async request({ method = 'GET', url, token, body, headers = {} }) {
      const response = await app.inject({
        method,
        url,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      const { statusCode, body: text, rawPayload } = response;
      return { statusCode, headers: response.headers, body: text, rawPayload, json: <T,>() => response.json<T>() };
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
