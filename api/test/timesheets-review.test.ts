import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { timesheets } from '../src/platform/db/schema/index.js';
import type { Timesheet } from '@portal/shared-contracts';
import { type Fixtures, startSeededApp, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

type Body = Timesheet & { message: string; updated: number; details?: { field: string; message: string }[] };

describe('timesheet approval', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  let day = 1;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
  });
  after(() => t.close());

  /** A fresh SUBMITTED entry of `userId`, on a date of its own. */
  const submitted = async (userId = fx.employee): Promise<number> => {
    const date = `2025-01-${String(day++).padStart(2, '0')}`;
    await t.app.repos.timesheets.insertMany([{ userId, projectId: fx.apollo, date, hours: 3, description: `Work ${day}` }]);
    // Read back from the table: the lists may answer from memory until the database announces a write made, as
    // this one is, behind the API's back.
    const [row] = await t.app.db.select({ id: timesheets.id }).from(timesheets).where(and(eq(timesheets.userId, userId), eq(timesheets.date, date)));
    return row!.id;
  };
  const patch = async (url: string, token: string, payload: object) => {
    const res = await t.request({ method: 'PATCH', url: `/api/v1/timesheets${url}`, token, body: payload });
    return { status: res.statusCode, body: res.json<Body>() };
  };

  it('lets an admin approve a submitted entry and reject another with a reason the employee sees', async () => {
    const [a, b] = [await submitted(), await submitted()];
    const approved = await patch(`/${a}/status`, tokens.admin, { status: 'APPROVED' });
    assert.equal(approved.status, 200);
    assert.equal(approved.body.status, 'APPROVED');
    const rejected = await patch(`/${b}/status`, tokens.admin, { status: 'REJECTED', reason: '  Wrong project  ' });
    assert.equal(rejected.status, 200);
    assert.deepEqual([rejected.body.status, rejected.body.rejectionReason], ['REJECTED', 'Wrong project']);
    const mine = await t.request({ url: '/api/v1/timesheets/my?orderBy=date', token: tokens.employee });
    const row = mine.json<{ data: Timesheet[] }>().data.find((r) => r.id === b);
    assert.equal(row?.rejectionReason, 'Wrong project');
  });

  it('needs a reason to reject', async () => {
    const id = await submitted();
    for (const payload of [{ status: 'REJECTED' }, { status: 'REJECTED', reason: '   ' }]) {
      const res = await patch(`/${id}/status`, tokens.admin, payload);
      assert.equal(res.status, 400);
      assert.deepEqual(res.body.details, [{ field: 'reason', message: 'A reason is required to reject a timesheet.' }]);
    }
    assert.equal((await patch(`/${id}/status`, tokens.admin, { status: 'PENDING' })).status, 400);
    assert.equal((await t.app.repos.timesheets.findById(id))?.status, 'SUBMITTED');
  });

  it('reviews only SUBMITTED entries, and never one\'s own', async () => {
    const id = await submitted();
    await patch(`/${id}/status`, tokens.admin, { status: 'APPROVED' });
    const again = await patch(`/${id}/status`, tokens.admin, { status: 'REJECTED', reason: 'Changed my mind' });
    assert.equal(again.status, 409);
    assert.match(again.body.message, /Only submitted timesheets can be approved or rejected/);
    const own = await submitted(fx.admin);
    const self = await patch(`/${own}/status`, tokens.admin, { status: 'APPROVED' });
    assert.equal(self.status, 403);
    assert.equal(self.body.message, 'You cannot approve or reject your own timesheets.');
    assert.equal((await patch('/999999/status', tokens.admin, { status: 'APPROVED' })).status, 404);
  });

  it('refuses whoever is neither an admin nor the owner\'s line manager (team-approvals.test.ts: line managers)', async () => {
    const id = await submitted(fx.colleague);
    for (const token of [tokens.employee, tokens.manager]) {
      assert.equal((await patch(`/${id}/status`, token, { status: 'APPROVED' })).status, 403);
      assert.equal((await patch('/status', token, { ids: [id], status: 'APPROVED' })).status, 403);
    }
    const ownEntry = await submitted(fx.employee);
    assert.equal((await patch(`/${ownEntry}/status`, tokens.employee, { status: 'APPROVED' })).status, 403);
    assert.equal((await t.app.repos.timesheets.findById(id))?.status, 'SUBMITTED');
  });

  it('reviews a selection at once, all or none', async () => {
    const ids = [await submitted(), await submitted(fx.colleague), await submitted(fx.manager)];
    const res = await patch('/status', tokens.admin, { ids, status: 'REJECTED', reason: 'Missing ticket numbers' });
    assert.equal(res.status, 200);
    assert.equal(res.body.updated, 3);
    for (const id of ids) {
      const row = await t.app.repos.timesheets.findById(id);
      assert.deepEqual([row?.status, row?.rejectionReason], ['REJECTED', 'Missing ticket numbers']);
    }

    const fresh = await submitted();
    const mixed = await patch('/status', tokens.admin, { ids: [fresh, ids[0]], status: 'APPROVED' });
    assert.equal(mixed.status, 409);
    const withOwn = await patch('/status', tokens.admin, { ids: [fresh, await submitted(fx.admin)], status: 'APPROVED' });
    assert.equal(withOwn.status, 403);
    const withMissing = await patch('/status', tokens.admin, { ids: [fresh, 999999], status: 'APPROVED' });
    assert.equal(withMissing.status, 404);
    assert.equal((await t.app.repos.timesheets.findById(fresh))?.status, 'SUBMITTED');
    assert.equal((await patch('/status', tokens.admin, { ids: [], status: 'APPROVED' })).status, 400);
  });
});
