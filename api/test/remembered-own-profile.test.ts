import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { eventually } from './helpers/eventually.js';
import { signIn, startSeededApp, type Fixtures } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

// Each process remembers the profile a signed-in person reads of themselves (GET currentuser, on every page
// load; plugins/db.ts). Writes straight to the database stand for another API instance or an operator's tool.
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

  it('shows a change made elsewhere', async () => {
    const token = await signIn(t, 'carla@test.example');
    assert.notEqual(await ownJobTitle(token), 'Chief Tester');
    await t.app.db.execute(sql`update users set job_title = 'Chief Tester' where id = ${fx.employee}`);
    await eventually(async () => (await ownJobTitle(token)) === 'Chief Tester', 'the profile shows the new job title');
  });

  it('remembers the profile until a change is announced, and forgets it when this process writes a person', async () => {
    const token = await signIn(t, 'dmitri@test.example');
    const before = await ownJobTitle(token);
    // Without its trigger the database announces nothing, so a silent change shows whether the profile is remembered.
    await t.app.db.execute(sql`alter table users disable trigger users_list_change`);
    try {
      await t.app.db.execute(sql`update users set job_title = 'Night Auditor' where id = ${fx.colleague}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(await ownJobTitle(token), before, 'the remembered profile is used');
      const other = await signIn(t, 'alice@test.example');
      const signedOut = await t.request({ method: 'POST', url: '/api/v1/users/signout', token: other });
      assert.ok(signedOut.statusCode < 300, signedOut.body);
      assert.equal(await ownJobTitle(token), 'Night Auditor', 'a write to people answered by this process forgets at once');
    } finally {
      await t.app.db.execute(sql`alter table users enable trigger users_list_change`);
    }
  });
});
