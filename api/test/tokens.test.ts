import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { createTokenService } from '../src/platform/auth/tokens.js';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-0123456789abcdef';
const claims = { userId: 7, tokenVersion: 2, sessionId: 'session-7' };

describe('access tokens', () => {
  it('are accepted again and again until they expire, also once remembered', async () => {
    // Two seconds: expiry is in whole seconds, so a one-second token signed late in a second may already be expired
    // when it is first checked.
    const tokens = createTokenService(SECRET, 2);
    const token = await tokens.sign(claims);
    assert.deepEqual(await tokens.verify(token), claims);
    assert.deepEqual(await tokens.verify(token), claims, 'the second check answers from memory');
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number };
    await sleep(Math.max(exp * 1000 - Date.now(), 0) + 20);
    assert.equal(await tokens.verify(token), null, 'expired, although its signature was checked before');
  });

  it('refuse a changed token even after the original was accepted', async () => {
    const tokens = createTokenService(SECRET, 60);
    const token = await tokens.sign(claims);
    assert.deepEqual(await tokens.verify(token), claims);
    const [header, payload, signature = ''] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: '1' })).toString('base64url');
    assert.equal(await tokens.verify(`${header}.${forgedPayload}.${signature}`), null);
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.slice(-1);
    assert.equal(await tokens.verify(`${header}.${payload}.${flipped}`), null);
  });

  it('refuse a token signed with another secret', async () => {
    const other = await createTokenService(`${SECRET}-other`, 60).sign(claims);
    assert.equal(await createTokenService(SECRET, 60).verify(other), null);
  });
});
