import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addDays, todayIn } from '../src/platform/calendar.js';
import type { Timesheet } from '@portal/shared-contracts';
import { type Fixtures, seedFixtures, signInAll, startSeededApp, type Tokens } from './helpers/fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type Method = 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type ErrorBody = { message: string; details?: { field: string; message: string }[] };

describe('timesheet create, edit and delete', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  let cancelled: number;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
    [cancelled] = (await t.app.repos.projects.insertMany([{ name: 'Dropped', clientId: fx.acme, status: 'CANCELLED' }])) as [number];
  });
  after(() => t.close());

  const send = async (method: Method, url: string, token: string, payload?: object) => {
    const response = await t.request({ method, url: `/api/v1/timesheets${url}`, token, body: payload });
    return { status: response.statusCode, body: response.body ? response.json<Timesheet & ErrorBody>() : undefined };
  };
  const entry = (over: Record<string, unknown> = {}) => ({
    id: 'tmp-83741', userId: fx.employee, projectId: fx.apollo, userName: 'whatever', projectName: 'whatever',
    date: '2025-04-01', hours: 4, status: 'APPROVED', description: 'Code review', ...over,
  });
  const create = async (over: Record<string, unknown> = {}, token = tokens.employee) => {
    const res = await send('POST', '', token, entry(over));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body as Timesheet;
  };

  it('creates an entry as SUBMITTED with a server id, whatever the client sent', async () => {
    const created = await create();
    assert.equal(typeof created.id, 'number');
    assert.equal(created.status, 'SUBMITTED');
    assert.equal(created.userName, 'Carla Xu');
    assert.equal(created.projectName, 'Apollo');
    assert.equal(created.hours, 4);
    const mine = await t.request({ url: '/api/v1/timesheets/my', token: tokens.employee });
    assert.deepEqual(mine.json<{ data: Timesheet[] }>().data, [created], 'the answer is the entry as the list shows it');
  });

  it('refuses invalid input with the form\'s wording, field by field', async () => {
    const tomorrow = addDays(todayIn('UTC'), 1);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ hours: 0.25 }, 'hours', 'Hours must be at least 0.5.'],
      [{ hours: 9.5 }, 'hours', 'Hours must not exceed 9.'],
      [{ date: tomorrow }, 'date', 'Cannot select a future date.'],
      [{ description: '   ' }, 'description', 'Description is required.'],
      [{ projectId: 99999 }, 'projectId', 'Project does not exist.'],
      [{ projectId: cancelled }, 'projectId', 'This project is cancelled; time cannot be logged against it.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await send('POST', '', tokens.employee, entry(over));
      assert.equal(res.status, 400, JSON.stringify(over));
      assert.deepEqual(res.body?.details, [{ field, message }]);
    }
    const missing = await send('POST', '', tokens.employee, { projectId: fx.apollo, date: '2025-04-01', hours: 2, description: 'x' });
    assert.equal(missing.status, 400);
    assert.equal(missing.body?.details?.[0]?.field, 'userId');
    const unknownField = await send('POST', '', tokens.employee, entry({ rejectionReason: 'sneaky' }));
    assert.equal(unknownField.status, 400);
  });

  it('takes "today" in the organisation\'s time zone', async () => {
    const local = await createTestApp({ orgTimezone: 'Pacific/Kiritimati' });
    try {
      const localFx = await seedFixtures(local);
      const localTokens = await signInAll(local);
      const theirToday = todayIn('Pacific/Kiritimati');
      const res = await local.request({
        method: 'POST', url: '/api/v1/timesheets', token: localTokens.employee,
        body: { userId: localFx.employee, projectId: localFx.apollo, date: theirToday, hours: 1, description: 'Early bird' },
      });
      assert.equal(res.statusCode, 201, res.body);
    } finally {
      await local.close();
    }
  });

  it('keeps one person\'s day at 24 hours or less', async () => {
    await create({ date: '2025-05-02', hours: 9 });
    await create({ date: '2025-05-02', hours: 9 });
    const over = await send('POST', '', tokens.employee, entry({ date: '2025-05-02', hours: 6.5 }));
    assert.equal(over.status, 409);
    assert.match(over.body?.message ?? '', /18 hours are already logged on 05-02-2025; adding 6.5 would exceed 24 hours/);
    await create({ date: '2025-05-02', hours: 6 });
    await create({ date: '2025-05-02', hours: 9, userId: fx.colleague }, tokens.colleague);
  });

  it('keeps the day at 24 hours when writes for it arrive together', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => send('POST', '', tokens.employee, entry({ date: '2025-05-05', hours: 5 }))));
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 201, 201, 201, 409, 409, 409, 409]);
    const logged = await t.app.repos.timesheets.hoursOnDay(fx.employee, '2025-05-05');
    assert.equal(logged, 20);
    // Another day of the same person is not held up by that day's lock, nor counted in it.
    await create({ date: '2025-05-06', hours: 9 });
  });

  it('answers each of many creates arriving together with its own entry, and refuses only the one that is wrong', async () => {
    const sent = [
      ...Array.from({ length: 10 }, (_, i) => entry({ date: `2025-07-${String(i + 1).padStart(2, '0')}`, hours: 1 + i / 4, description: `Batch ${i}` })),
      entry({ date: '2025-07-20', hours: 2, description: 'Twice' }),
      entry({ date: '2025-07-20', hours: 2, description: 'Twice' }),
      entry({ date: '2025-07-21', projectId: cancelled, description: 'Dropped work' }),
    ];
    const answers = await Promise.all(sent.map((body) => send('POST', '', tokens.employee, body)));
    answers.slice(0, -1).forEach((answer, i) => {
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      const { date, hours, description, projectId } = sent[i] as { date: string; hours: number; description: string; projectId: number };
      assert.deepEqual(
        { date: answer.body?.date, hours: answer.body?.hours, description: answer.body?.description, projectId: answer.body?.projectId, userName: answer.body?.userName },
        { date, hours, description, projectId, userName: 'Carla Xu' },
      );
    });
    assert.notEqual(answers[10]?.body?.id, answers[11]?.body?.id, 'two identical entries are two rows');
    assert.equal(answers[12]?.status, 400);
    assert.deepEqual(answers[12]?.body?.details, [{ field: 'projectId', message: 'This project is cancelled; time cannot be logged against it.' }]);
  });

  it('answers each caller with its own row even where the database stores a value otherwise than it was sent', async () => {
    // hours is numeric(4,2): 1.255 is stored as 1.26. Sent alone and together with others, and identical entries
    // from two callers (the employee and an admin logging for them).
    const sent = [entry({ date: '2025-08-01', hours: 1.255, description: 'Rounded' }), entry({ date: '2025-08-02', hours: 2.0000001, description: 'Rounded too' })];
    const alone = await send('POST', '', tokens.employee, sent[0]!);
    const answers = await Promise.all([
      ...sent.map((body) => send('POST', '', tokens.employee, body)),
      send('POST', '', tokens.employee, entry({ date: '2025-08-03', description: 'Same' })),
      send('POST', '', tokens.admin, entry({ date: '2025-08-03', description: 'Same' })),
    ]);
    for (const answer of [alone, ...answers]) assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.deepEqual([alone, ...answers].map((answer) => answer.body?.hours), [1.26, 1.26, 2, 4, 4]);
    for (const answer of [alone, ...answers]) {
      const stored = await t.app.repos.timesheets.findById(answer.body!.id);
      assert.deepEqual({ ...stored }, { ...answer.body }, 'the answer is the row that was stored for this caller');
    }
    assert.equal(new Set([alone, ...answers].map((answer) => answer.body?.id)).size, 5);
  });

  it('counts a day\'s hours again when an entry is edited, moved to another day or deleted', async () => {
    const first = await create({ date: '2025-05-12', hours: 9 });
    const second = await create({ date: '2025-05-12', hours: 9 });
    await create({ date: '2025-05-12', hours: 6 });
    const full = await send('PUT', `/${first.id}`, tokens.employee, entry({ date: '2025-05-12', hours: 9, description: 'Same hours' }));
    assert.equal(full.status, 200, 'an edit that keeps the day at 24 hours is allowed');
    const more = await send('PUT', `/${first.id}`, tokens.employee, entry({ date: '2025-05-12', hours: 8.5 }));
    assert.equal(more.status, 200, 'fewer hours free half an hour');
    const over = await send('PUT', `/${second.id}`, tokens.employee, entry({ date: '2025-05-12', hours: 9, projectId: fx.borealis }));
    assert.equal(over.status, 200, 'the edited entry\'s own hours are not counted twice');
    assert.equal((await send('POST', '', tokens.employee, entry({ date: '2025-05-12', hours: 1 }))).status, 409);
    assert.equal((await send('PUT', `/${first.id}`, tokens.employee, entry({ date: '2025-05-13', hours: 9 }))).status, 200);
    await create({ date: '2025-05-12', hours: 8.5 });
    assert.equal((await send('DELETE', `/${second.id}`, tokens.employee)).status, 204);
    await create({ date: '2025-05-12', hours: 9 });
    await create({ date: '2025-05-13', hours: 9 });
    assert.equal(await t.app.repos.timesheets.hoursOnDay(fx.employee, '2025-05-12'), 23.5);
    assert.equal(await t.app.repos.timesheets.hoursOnDay(fx.employee, '2025-05-13'), 18);
  });

  it('lets an employee log, edit and delete only their own entries', async () => {
    const forOther = await send('POST', '', tokens.employee, entry({ userId: fx.colleague }));
    assert.equal(forOther.status, 403);
    assert.equal(forOther.body?.message, 'You can only log time for yourself.');
    const theirs = await create({ userId: fx.colleague, description: 'Dmitri work' }, tokens.colleague);
    const edit = await send('PUT', `/${theirs.id}`, tokens.employee, entry({ userId: fx.colleague }));
    assert.equal(edit.status, 403);
    assert.equal(edit.body?.message, 'You can only edit your own timesheets.');
    const remove = await send('DELETE', `/${theirs.id}`, tokens.employee);
    assert.equal(remove.status, 403);
    assert.equal(remove.body?.message, 'You can only delete your own timesheets.');
    const mine = await create();
    const moveToOther = await send('PUT', `/${mine.id}`, tokens.employee, entry({ userId: fx.colleague }));
    assert.equal(moveToOther.status, 403);
    assert.equal((await t.app.repos.timesheets.findById(theirs.id))?.description, 'Dmitri work');
    const byAdmin = await create({ userId: fx.colleague, description: 'Logged by an admin' }, tokens.admin);
    assert.equal(byAdmin.userId, fx.colleague);
  });

  it('edits keep the status, turn REJECTED back into SUBMITTED, and 404 on a missing entry', async () => {
    const approved = await create({ date: '2025-04-10' });
    await t.request({ method: 'PATCH', url: `/api/v1/timesheets/${approved.id}/status`, token: tokens.admin, body: { status: 'APPROVED' } });
    const adminEdit = await send('PUT', `/${approved.id}`, tokens.admin, entry({ date: '2025-04-10', hours: 5, status: 'SUBMITTED' }));
    assert.equal(adminEdit.status, 200);
    assert.equal(adminEdit.body?.status, 'APPROVED');
    assert.equal(adminEdit.body?.hours, 5);

    const rejected = await create({ date: '2025-04-11' });
    await t.request({ method: 'PATCH', url: `/api/v1/timesheets/${rejected.id}/status`, token: tokens.admin, body: { status: 'REJECTED', reason: 'Which feature?' } });
    const fixed = await send('PUT', `/${rejected.id}`, tokens.employee, entry({ date: '2025-04-11', description: 'Code review of login' }));
    assert.equal(fixed.status, 200);
    assert.equal(fixed.body?.status, 'SUBMITTED');
    assert.equal(fixed.body?.rejectionReason, null);
    assert.equal(fixed.body?.description, 'Code review of login');

    assert.equal((await send('PUT', '/999999', tokens.admin, entry())).status, 404);
    assert.equal((await send('DELETE', '/999999', tokens.admin)).status, 404);
  });

  it('locks APPROVED entries against the employee, not against an admin', async () => {
    const entryToApprove = await create({ date: '2025-04-15' });
    await t.request({ method: 'PATCH', url: `/api/v1/timesheets/${entryToApprove.id}/status`, token: tokens.admin, body: { status: 'APPROVED' } });
    const edit = await send('PUT', `/${entryToApprove.id}`, tokens.employee, entry({ date: '2025-04-15' }));
    assert.equal(edit.status, 403);
    assert.equal(edit.body?.message, 'This timesheet has been approved and can no longer be edited.');
    const remove = await send('DELETE', `/${entryToApprove.id}`, tokens.employee);
    assert.equal(remove.status, 403);
    assert.equal(remove.body?.message, 'This timesheet has been approved and can no longer be deleted.');
    assert.equal((await send('DELETE', `/${entryToApprove.id}`, tokens.admin)).status, 204);
    assert.equal(await t.app.repos.timesheets.findById(entryToApprove.id), null);
  });

  it('deletes the employee\'s own submitted entry', async () => {
    const mine = await create({ date: '2025-04-20' });
    assert.equal((await send('DELETE', `/${mine.id}`, tokens.employee)).status, 204);
    assert.equal(await t.app.repos.timesheets.findById(mine.id), null);
  });
});
