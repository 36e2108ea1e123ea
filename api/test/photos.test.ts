import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { detectImageType } from '../src/lib/image-type.js';
import type { User } from '../src/schemas/users.js';
import { seedFixtures, signInAll, type Fixtures, type Tokens } from './helpers/fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type ErrorBody = { statusCode: number; message: string; details?: { field: string; message: string }[] };

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0c1ab1d0000000049454e44ae426082', 'hex');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(28)]);

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
function multipart(bytes: Buffer, { field = 'photo', filename = 'me.png', type = 'image/png' } = {}) {
  const boundary = '----portal-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('profile photos', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-photos-'));
    t = await createTestApp({ dataDir });
    fx = await seedFixtures(t);
    tokens = await signInAll(t);
  });
  after(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = async (id: number, token: string, bytes: Buffer, options?: Parameters<typeof multipart>[1]) => {
    const { payload, headers } = multipart(bytes, options);
    const response = await t.app.inject({ method: 'PUT', url: `/api/v1/users/${id}/photo`, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
    return { status: response.statusCode, json: <T,>() => response.json<T>(), body: response.body };
  };
  const stored = () => readdir(join(dataDir, 'uploads', 'photos')).catch(() => [] as string[]);

  it('recognises PNG, JPEG and WebP by their first bytes only', () => {
    assert.equal(detectImageType(PNG), 'png');
    assert.equal(detectImageType(JPEG), 'jpg');
    assert.equal(detectImageType(WEBP), 'webp');
    assert.equal(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), null);
    assert.equal(detectImageType(Buffer.from('GIF89a')), null);
  });

  it('stores an own upload, serves it at profilePhotoUrl without a token, and replaces it on re-upload', async () => {
    const first = await upload(fx.employee, tokens.employee, PNG);
    assert.equal(first.status, 200, first.body);
    const url = first.json<User>().profilePhotoUrl!;
    assert.match(url, new RegExp(`^/api/v1/users/${fx.employee}/photo/[0-9a-f]{32}\\.png$`));
    const served = await t.app.inject({ url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.deepEqual(served.rawPayload, PNG);

    const second = await upload(fx.employee, tokens.employee, WEBP, { filename: 'me.webp', type: 'image/webp' });
    const newUrl = second.json<User>().profilePhotoUrl!;
    assert.match(newUrl, /\.webp$/);
    assert.equal((await t.app.inject({ url })).statusCode, 404, 'the old URL no longer serves anything');
    assert.equal((await t.app.inject({ url: newUrl })).headers['content-type'], 'image/webp');
    assert.deepEqual(await stored(), [newUrl.split('/').pop()!.replace(/^/, `${fx.employee}-`)], 'the old file is gone');
    const me = (await t.request({ url: '/api/v1/users/currentuser', token: tokens.employee })).json<User>();
    assert.equal(me.profilePhotoUrl, newUrl);
  });

  it('lets an admin upload for anyone, but nobody else for another user', async () => {
    assert.equal((await upload(fx.colleague, tokens.admin, JPEG, { filename: 'd.jpg', type: 'image/jpeg' })).status, 200);
    assert.equal((await upload(fx.colleague, tokens.employee, PNG)).status, 403);
    assert.equal((await upload(fx.employee, tokens.manager, PNG)).status, 403);
    assert.equal((await upload(99999, tokens.admin, PNG)).status, 404);
  });

  it('refuses a non-image with a PNG name and type, naming the field', async () => {
    const before = await stored();
    const response = await upload(fx.manager, tokens.manager, Buffer.from('<script>alert(1)</script>'), { filename: 'evil.png', type: 'image/png' });
    assert.equal(response.status, 400);
    assert.deepEqual(response.json<ErrorBody>().details, [{ field: 'photo', message: 'must be a PNG, JPEG or WebP image' }]);
    assert.deepEqual(await stored(), before);
  });

  it('refuses a photo over 2 MB with 413 and a missing file with 400', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(fx.manager, tokens.manager, big);
    assert.equal(tooBig.status, 413);
    assert.equal(tooBig.json<ErrorBody>().message, 'The photo must be at most 2 MB.');
    const wrongField = await upload(fx.manager, tokens.manager, PNG, { field: 'avatar' });
    assert.equal(wrongField.status, 400);
    assert.equal(wrongField.json<ErrorBody>().details?.[0]?.field, 'photo');
  });

  it('serves nothing for made-up names, other users or path tricks', async () => {
    const url = (await upload(fx.admin, tokens.admin, PNG)).json<User>().profilePhotoUrl!;
    const file = url.split('/').pop()!;
    assert.equal((await t.app.inject({ url: `/api/v1/users/${fx.colleague}/photo/${file}` })).statusCode, 404);
    assert.equal((await t.app.inject({ url: `/api/v1/users/${fx.admin}/photo/${'0'.repeat(32)}.png` })).statusCode, 404);
    assert.equal((await t.app.inject({ url: `/api/v1/users/${fx.admin}/photo/..%2F..%2Fjwt-secret` })).statusCode, 400);
  });
});
