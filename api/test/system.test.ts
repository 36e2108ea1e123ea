import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_REMOTES } from '../src/config.js';
import { DATABASE_UNAVAILABLE } from '../src/platform/http/error-handler.js';
import { seedFixtures, signIn } from './helpers/fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function fakeFrontendBuilds(): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-builds-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': '<!doctype html><title>shell</title>',
    'shell/dist/assets/main.3f2a1b9c0d.js': 'console.log("shell")',
    'shell/dist/favicon.svg': '<svg/>',
    'shell/dist/antd.5e6f7a8b9c.css': '.ant-btn{}',
    'remote-directory/dist/remoteEntry.js': 'var remote_directory;',
    'remote-directory/dist/mf-manifest.json': '{"name":"remote_directory"}',
    'remote-directory/dist/static/js/812.a1b2c3d4e5.js': 'chunk()',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  // A build's compressed copies (tooling/webpack.app.cjs), of the chunk and the manifest.
  for (const [path, content] of Object.entries(COMPRESSED_FILES)) {
    writeFileSync(join(root, `${path}.br`), brotliCompressSync(content));
    writeFileSync(join(root, `${path}.gz`), gzipSync(content));
    writeFileSync(join(root, path), content);
  }
  return root;
}

/** Text big enough to be worth compressing, as a build's chunks and manifests are. */
const COMPRESSED_FILES: Record<string, string> = {
  'remote-directory/dist/static/js/901.0a1b2c3d4e.js': `chunk(${'"a long line of code", '.repeat(200)})`,
  'remote-directory/dist/mf-manifest.json': JSON.stringify({ name: 'remote_directory', padding: 'x'.repeat(2_000) }),
};

describe('system routes', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('lists the default remotes, never cached', async () => {
    const response = await t.request({ url: '/api/remotes' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.deepEqual(response.json(), DEFAULT_REMOTES);
  });

  it('serves the OpenAPI document, with a success response schema on every API operation', async () => {
    assert.equal((await t.request({ url: '/api/docs' })).statusCode < 400, true);
    const doc = (await t.request({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown>; security?: unknown[] }>>;
    }>();
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    assert.ok(operations.length >= 14);
    for (const { path, method, op } of operations) {
      const success = Object.keys(op.responses ?? {}).filter((status) => /^2\d\d$/.test(status));
      assert.ok(success.length > 0, `${method} ${path} has no success response schema`);
    }
    const signin = doc.paths['/api/v1/users/signin']?.post;
    assert.deepEqual(signin?.security, [], 'sign-in is documented as public');
  });

  it('sends security headers (the CSP in detail: security-headers.test.ts)', async () => {
    const response = await t.request({ url: '/api/health' });
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
    assert.match(String(response.headers['content-security-policy']), /frame-ancestors 'none'/);
  });

  it('answers unknown API routes, oversized bodies and wrong content types with JSON errors', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { accept: 'text/html' } });
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), { statusCode: 404, error: 'Not Found', message: 'Route GET:/api/nothing-here not found' });
    assert.equal((await t.request({ method: 'POST', url: '/api/v1/nothing' })).statusCode, 404);

    const big = await t.request({ method: 'POST', url: '/api/v1/users/signin', body: { username: 'a@b.c', password: 'x'.repeat(10_000) } });
    assert.equal(big.statusCode, 413);
    const text = await t.app.inject({ method: 'POST', url: '/api/v1/users/signin', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    assert.equal(text.statusCode, 415);
    const broken = await t.app.inject({ method: 'POST', url: '/api/v1/users/signin', headers: { 'content-type': 'application/json' }, payload: '{' });
    assert.equal(broken.statusCode, 400);
  });

  it('reports health, then 503 with a plain message and no internals once the database is gone', async () => {
    const fixtures = await seedFixtures(t);
    const token = await signIn(t, 'alice@test.example');
    assert.ok(fixtures.admin);
    const healthy = await t.request({ url: '/api/health' });
    assert.equal(healthy.statusCode, 200);
    assert.deepEqual(healthy.json(), { status: 'ok', database: 'ok' });

    await closeDatabase(t);
    const down = await t.request({ url: '/api/health' });
    assert.equal(down.statusCode, 503);
    assert.deepEqual(down.json(), { status: 'error', database: 'unreachable' });
    const failed = await t.request({ url: '/api/v1/users', token });
    assert.equal(failed.statusCode, 503);
    assert.equal(failed.headers['retry-after'], '5');
    assert.deepEqual(failed.json(), { statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE });
  });
});

/** Simulates an outage by closing the app's database client underneath it. */
async function closeDatabase(t: TestApp): Promise<void> {
  const client = (t.app.db as unknown as { $client: { close?: () => Promise<void>; end?: () => Promise<void> } }).$client;
  await (client.close?.() ?? client.end?.());
}

describe('frontend hosting and remote overrides', () => {
  let t: TestApp;
  let staticRoot: string;
  before(async () => {
    staticRoot = fakeFrontendBuilds();
    t = await createTestApp({ staticRoot, remotes: { remote_x: 'https://cdn.example/x/mf-manifest.json' } });
  });
  after(async () => {
    await t.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  const get = (url: string, accept = 'text/html') => t.app.inject({ method: 'GET', url, headers: { accept } });

  it('replaces the remote list entirely with PORTAL_REMOTES', async () => {
    assert.deepEqual((await t.request({ url: '/api/remotes' })).json(), { remote_x: 'https://cdn.example/x/mf-manifest.json' });
  });

  it('serves the shell with revalidated HTML and immutable hashed assets', async () => {
    const index = await get('/');
    assert.equal(index.statusCode, 200);
    assert.match(index.body, /<title>shell/);
    assert.equal(index.headers['cache-control'], 'no-cache');
    const asset = await get('/assets/main.3f2a1b9c0d.js', '*/*');
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.headers['cache-control'], IMMUTABLE);
    const sheet = await get('/antd.5e6f7a8b9c.css', 'text/css,*/*');
    assert.equal(sheet.statusCode, 200);
    assert.equal(sheet.headers['cache-control'], IMMUTABLE);
    // Same name in every build, so it must be revalidated.
    assert.equal((await get('/favicon.svg', '*/*')).headers['cache-control'], 'no-cache');
  });

  it('falls back to the shell for client-side routes that accept HTML, and only those', async () => {
    const deepLink = await get('/timesheets/mine?page=2');
    assert.equal(deepLink.statusCode, 200);
    assert.match(deepLink.body, /<title>shell/);
    assert.equal(deepLink.headers['cache-control'], 'no-cache');
    assert.equal((await get('/timesheets', 'application/json')).statusCode, 404);
    assert.equal((await get('/api/v1/nope')).statusCode, 404);
    assert.equal((await get('/remotes/directory/missing.js')).statusCode, 404);
  });

  it('serves each built remote under /remotes/<name>/ and skips missing ones', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await get(`/remotes/directory/${file}`, '*/*');
      assert.equal(response.statusCode, 200, file);
      assert.equal(response.headers['cache-control'], 'no-cache', file);
    }
    const chunk = await get('/remotes/directory/static/js/812.a1b2c3d4e5.js', '*/*');
    assert.equal(chunk.headers['cache-control'], IMMUTABLE);
    assert.equal((await get('/remotes/projects/remoteEntry.js', '*/*')).statusCode, 404);
  });

  it("sends a build's brotli or gzip copy to a browser that accepts it, with the original's type and caching", async () => {
    const fetch = (url: string, acceptEncoding?: string) =>
      t.app.inject({ method: 'GET', url, headers: { accept: '*/*', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });
    const cases = [
      { url: '/remotes/directory/static/js/901.0a1b2c3d4e.js', type: /javascript/, caching: IMMUTABLE },
      { url: '/remotes/directory/mf-manifest.json', type: /json/, caching: 'no-cache' },
    ];
    const fileOf = (url: string) => `remote-directory/dist/${url.replace('/remotes/directory/', '')}`;
    for (const { url, type, caching } of cases) {
      const original = COMPRESSED_FILES[fileOf(url)];
      const brotli = await fetch(url, 'gzip, deflate, br');
      assert.equal(brotli.headers['content-encoding'], 'br', url);
      assert.match(String(brotli.headers.vary), /accept-encoding/i, url);
      assert.match(String(brotli.headers['content-type']), type, url);
      assert.equal(brotli.headers['cache-control'], caching, url);
      assert.equal(brotliDecompressSync(brotli.rawPayload).toString(), original, url);
      // The build's copy as it is, not one compressed again for this request.
      assert.deepEqual(brotli.rawPayload, readFileSync(join(staticRoot, `${fileOf(url)}.br`)), url);
      const gzip = await fetch(url, 'gzip');
      assert.equal(gzip.headers['content-encoding'], 'gzip', url);
      assert.equal(gzip.headers['cache-control'], caching, url);
      assert.equal(gunzipSync(gzip.rawPayload).toString(), original, url);
      const plain = await fetch(url);
      assert.equal(plain.headers['content-encoding'], undefined, url);
      assert.equal(plain.body, original, url);
    }
  });
});

describe('compressed API answers', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedFixtures(t);
  });
  after(() => t.close());

  it('compresses answers of 1 KB and more for a client that accepts it, and leaves small ones alone', async () => {
    const token = await signIn(t, 'alice@test.example');
    const people = (acceptEncoding?: string) =>
      t.request({ url: '/api/v1/users?limit=100', token, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    const plain = await people();
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.body.length > 1024, `the list of people is ${plain.body.length} bytes`);
    const brotli = await people('gzip, deflate, br');
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.match(String(brotli.headers.vary), /accept-encoding/i);
    assert.ok(brotli.rawPayload.length < plain.body.length / 3, `${brotli.rawPayload.length} bytes compressed`);
    assert.deepEqual(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()), plain.json());
    assert.equal((await people('gzip')).headers['content-encoding'], 'gzip');
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(health.headers['content-encoding'], undefined);
  });
});
