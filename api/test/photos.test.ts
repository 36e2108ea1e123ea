import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { detectImageType } from '../src/modules/users/image-type.js';
import type { User } from '@portal/shared-contracts';
import { seedFixtures, signInAll, type Fixtures, type Tokens } from './helpers/fixtures.js';
import { createTestApp, fileUpload, type TestApp } from './helpers/test-app.js';

type ErrorBody = { statusCode: number; message: string; details?: { field: string; message: string }[] };

// Its image data fails zlib's checksum: browsers may show it, libpng refuses it.
const CORRUPT_PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0c1ab1d0000000049454e44ae426082', 'hex');
const JPEG_SIGNATURE_ONLY = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);
const WEBP_SIGNATURE_ONLY = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(28)]);

const pngChunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};
/** A well-formed PNG whose header declares width × height RGB pixels, with a few bytes of image data. */
function pngDeclaring(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  return Buffer.concat([CORRUPT_PNG.subarray(0, 8), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(1024))), pngChunk('IEND', Buffer.alloc(0))]);
}
/** A photo-like image (random pixels compress badly, as camera noise does). */
const noise = (width: number, height: number) => sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });


describe('profile photos', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  let dataDir: string;
  let PNG: Buffer;
  let JPEG: Buffer;
  let WEBP: Buffer;
  before(async () => {
    PNG = await noise(1, 1).png().toBuffer();
    JPEG = await noise(64, 48).jpeg().toBuffer();
    WEBP = await noise(64, 48).webp().toBuffer();
    dataDir = await mkdtemp(join(tmpdir(), 'portal-photos-'));
    t = await createTestApp({ dataDir });
    fx = await seedFixtures(t);
    tokens = await signInAll(t);
  });
  after(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = async (id: number, token: string, bytes: Buffer, options?: Parameters<typeof fileUpload>[1]) => {
    const file = fileUpload(bytes, { field: 'photo', filename: 'me.png', type: 'image/png', ...options });
    const response = await t.request({ method: 'PUT', url: `/api/v1/users/${id}/photo`, token, ...file });
    return { status: response.statusCode, json: response.json, body: response.body };
  };
  const stored = () => readdir(join(dataDir, 'uploads', 'photos')).catch(() => [] as string[]);

  it('recognises PNG, JPEG and WebP by their first bytes only', () => {
    assert.equal(detectImageType(CORRUPT_PNG), 'png');
    assert.equal(detectImageType(JPEG_SIGNATURE_ONLY), 'jpg');
    assert.equal(detectImageType(WEBP_SIGNATURE_ONLY), 'webp');
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
    const image = await sharp(served.rawPayload).metadata();
    assert.deepEqual([image.format, image.width, image.height], ['png', 1, 1], 'what is served is the decoded image, encoded again');

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

  it('refuses what only looks like an image, or declares too many pixels, with 400 before storing anything', async () => {
    const before = await stored();
    const beforeUrl = (await t.request({ url: '/api/v1/users/currentuser', token: tokens.manager })).json<User>().profilePhotoUrl;
    const cases: [Buffer, string][] = [
      [Buffer.concat([CORRUPT_PNG.subarray(0, 8), Buffer.from('<script>alert(document.cookie)</script>')]), 'is not a readable PNG, JPEG or WebP image'],
      [CORRUPT_PNG, 'is not a readable PNG, JPEG or WebP image'],
      [JPEG_SIGNATURE_ONLY, 'is not a readable PNG, JPEG or WebP image'],
      [WEBP_SIGNATURE_ONLY, 'is not a readable PNG, JPEG or WebP image'],
      [PNG.subarray(0, PNG.length - 20), 'is not a readable PNG, JPEG or WebP image'],
      [pngDeclaring(30_000, 30_000), 'must be at most 50 megapixels'],
    ];
    for (const [bytes, message] of cases) {
      const started = performance.now();
      const response = await upload(fx.manager, tokens.manager, bytes);
      assert.equal(response.status, 400, response.body);
      assert.deepEqual(response.json<ErrorBody>().details, [{ field: 'photo', message }]);
      assert.ok(performance.now() - started < 2000, 'refused from the header, not after decoding 900 million pixels');
    }
    assert.deepEqual(await stored(), before);
    assert.equal((await t.request({ url: '/api/v1/users/currentuser', token: tokens.manager })).json<User>().profilePhotoUrl, beforeUrl);
  });

  it('stores a camera-sized photo at most 512 px on its longest side, upright and without its metadata', async () => {
    // 1,600 × 1,200 taken with the camera on its side: EXIF orientation 6 says "turn 90° clockwise to show".
    const photo = await noise(1600, 1200).jpeg({ quality: 70 }).withMetadata({ orientation: 6 }).toBuffer();
    assert.ok(photo.length < 2 * 1024 * 1024);
    const response = await upload(fx.colleague, tokens.colleague, photo, { filename: 'camera.jpg', type: 'image/jpeg' });
    assert.equal(response.status, 200, response.body);
    const served = await t.app.inject({ url: response.json<User>().profilePhotoUrl! });
    const image = await sharp(served.rawPayload).metadata();
    assert.deepEqual([image.format, image.width, image.height], ['jpeg', 384, 512]);
    assert.equal(image.exif, undefined);
    assert.equal(image.orientation, undefined);
    assert.ok(served.rawPayload.length < photo.length / 4, `${served.rawPayload.length} bytes stored for ${photo.length} sent`);
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
