import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { signIn, startSeededApp, type Fixtures } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

// Each process remembers a caller's auth state (wiring/db-plugin.ts). These writes go straight to the database, as
// another API instance or an operator's tool would make them, and a revoked session or a deactivated person must
// be refused by the very next request all the same.
describe('remembered auth state', () => {
  let t: TestApp;
  let fx: Fixtures;
  before(async () => ({ t, fx } = await startSeededApp()));
  after(() => t.close());

  const currentUserStatus = async (token: string) => (await t.request({ url: '/api/v1/users/currentuser', token })).statusCode;

  it('refuses a session revoked elsewhere', async () => {
    const token = await signIn(t, 'carla@test.example');
    assert.equal(await currentUserStatus(token), 200);
    await t.app.db.execute(sql`update sessions set revoked_at = now() where user_id = ${fx.employee} and revoked_at is null`);
    assert.equal(await currentUserStatus(token), 401);
  });

  it('refuses a person deactivated elsewhere, and knows their new role once changed elsewhere', async () => {
    const token = await signIn(t, 'dmitri@test.example');
    const auditLog = async () => (await t.request({ url: '/api/v1/audit-log', token })).statusCode;
    assert.equal(await auditLog(), 403, 'the audit log is for admins');
    await t.app.db.execute(sql`update users set role = 'ADMIN' where id = ${fx.colleague}`);
    assert.equal(await auditLog(), 200, 'the new admin reads the audit log');
    await t.app.db.execute(sql`update users set active = false where id = ${fx.colleague}`);
    assert.equal(await currentUserStatus(token), 401, 'the deactivated person is refused');
  });

  it('remembers the state until sessions are written again', async () => {
    const token = await signIn(t, 'bruno@test.example');
    const other = await signIn(t, 'bruno@test.example');
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string };
    assert.equal(await currentUserStatus(token), 200);
    // Without its trigger the write raises no version, so a silent revocation shows whether the state is remembered.
    await t.app.db.execute(sql`alter table sessions disable trigger sessions_version`);
    try {
      await t.app.db.execute(sql`update sessions set revoked_at = now() where id = ${sid}`);
    } finally {
      await t.app.db.execute(sql`alter table sessions enable trigger sessions_version`);
    }
    assert.equal(await currentUserStatus(token), 200, 'the remembered state is used');
    const signedOut = await t.request({ method: 'POST', url: '/api/v1/users/signout', token: other });
    assert.ok(signedOut.statusCode < 300, signedOut.body);
    assert.equal(await currentUserStatus(token), 401, 'any write to sessions makes the state read again');
  });
});
