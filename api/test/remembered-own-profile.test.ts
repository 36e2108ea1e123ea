import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { signIn, startSeededApp, type Fixtures } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

// Each process remembers the profile a signed-in person reads of themselves (GET currentuser, on every page
// load; wiring/db-plugin.ts). Writes straight to the database stand for another API instance or an operator's tool.
describe('remembered own profile', () => {
  let t: TestApp;
  let fx: Fixtures;
  before(async () => ({ t, fx } = await startSeededApp()));
  after(() => t.close());

  const ownJobTitle = async (token: string) => {
    const response = await t.request({ url: '/api/v1/users/currentuser', token });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ jobTitle: string | null }>().jobTitle;
  };

  it('shows a change made elsewhere in the very next read', async () => {
    const token = await signIn(t, 'carla@test.example');
    assert.notEqual(await ownJobTitle(token), 'Chief Tester');
    await t.app.db.execute(sql`update users set job_title = 'Chief Tester' where id = ${fx.employee}`);
    assert.equal(await ownJobTitle(token), 'Chief Tester');
  });

  it('remembers the profile until people are written again', async () => {
    const token = await signIn(t, 'dmitri@test.example');
    const before = await ownJobTitle(token);
    // Without its trigger the write raises no version, so a silent change shows whether the profile is remembered.
    await t.app.db.execute(sql`alter table users disable trigger users_version`);
    try {
      await t.app.db.execute(sql`update users set job_title = 'Night Auditor' where id = ${fx.colleague}`);
    } finally {
      await t.app.db.execute(sql`alter table users enable trigger users_version`);
    }
    assert.equal(await ownJobTitle(token), before, 'the remembered profile is used');
    // Signing in writes the person's last sign-in: any write to people makes the profile read again.
    await signIn(t, 'alice@test.example');
    assert.equal(await ownJobTitle(token), 'Night Auditor');
  });
});
