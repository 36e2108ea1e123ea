import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LeaveRequestCreated, TeamCalendar } from '@portal/shared-contracts';
import { startSeededApp, type Fixtures, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

type Answer = TeamCalendar & { message: string; details?: { field: string; message: string }[] };

// Issue 38, point 5. Carla (EMPLOYEE, department 1) reports to Bruno (MANAGER, department 1); Dmitri (EMPLOYEE,
// department 2) reports to Carla; Alice is the admin. In March 2026: the 4th is a public holiday; Carla has the 2nd to
// the 3rd approved (half of the 3rd) and the 6th to the 10th (over a weekend) pending; Dmitri has the 16th off, Bruno
// the afternoon of the 23rd and the 24th.
describe('team calendar (issue 38)', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
    const admin = async (method: 'POST' | 'PUT', url: string, body: object) => {
      const res = await t.request({ method, url: `/api/v1${url}`, token: tokens.admin, body });
      assert.ok(res.statusCode < 300, res.body);
      return res;
    };
    await admin('PUT', `/users/${fx.employee}`, { lineManagerId: fx.manager });
    await admin('PUT', `/users/${fx.colleague}`, { lineManagerId: fx.employee });
    await admin('POST', '/holidays', { date: '2026-03-04', name: 'Founders Day' });
    await admin('PUT', '/leave/allowances', { leaveType: 'VACATION', days: 20 });
    await admin('POST', `/users/${fx.colleague}/time-off`, { startDate: '2026-03-16', endDate: '2026-03-16', kind: 'OTHER' });
    // Recorded by the admin, not requested: the afternoon of the 23rd and the whole 24th.
    await admin('POST', `/users/${fx.manager}/time-off`, { startDate: '2026-03-23', endDate: '2026-03-24', kind: 'VACATION', halfDayStart: true });
    const ask = async (body: object) => {
      const res = await t.request({ method: 'POST', url: '/api/v1/leave-requests', token: tokens.employee, body });
      assert.equal(res.statusCode, 201, res.body);
      return res.json<LeaveRequestCreated>().request.id;
    };
    const approved = await ask({ leaveType: 'VACATION', startDate: '2026-03-02', endDate: '2026-03-03', halfDayEnd: true });
    const decided = await t.request({ method: 'POST', url: `/api/v1/leave-requests/${approved}/decision`, token: tokens.manager, body: { decision: 'APPROVE' } });
    assert.equal(decided.statusCode, 200, decided.body);
    await ask({ leaveType: 'SICK', startDate: '2026-03-06', endDate: '2026-03-10' });
  });
  after(async () => t.close());

  const calendar = async (token: string, query: string) => {
    const res = await t.request({ url: `/api/v1/team-calendar?month=2026-03&${query}`, token });
    return { status: res.statusCode, body: res.json<Answer>() };
  };
  const people = (answer: Answer) => answer.data.map((person) => person.name);
  const daysOf = (answer: Answer, id: number) => answer.data.find((person) => person.id === id)?.days;

  it("shows a manager their team's month: approved days with a half day, pending days, no weekend or holiday", async () => {
    const { status, body } = await calendar(tokens.manager, 'scope=team');
    assert.equal(status, 200, body.message);
    assert.deepEqual([people(body), body.total, body.month], [['Bruno Young', 'Carla Xu'], 2, '2026-03']);
    assert.deepEqual(body.holidays, [{ date: '2026-03-04', name: 'Founders Day' }]);
    assert.deepEqual(daysOf(body, fx.employee), [
      { date: '2026-03-02', status: 'APPROVED', half: false, leaveType: 'VACATION' },
      { date: '2026-03-03', status: 'APPROVED', half: true, leaveType: 'VACATION' },
      { date: '2026-03-06', status: 'PENDING', half: false, leaveType: 'SICK' },
      { date: '2026-03-09', status: 'PENDING', half: false, leaveType: 'SICK' },
      { date: '2026-03-10', status: 'PENDING', half: false, leaveType: 'SICK' },
    ]);
    assert.deepEqual(daysOf(body, fx.manager), [
      { date: '2026-03-23', status: 'APPROVED', half: true, leaveType: 'VACATION' },
      { date: '2026-03-24', status: 'APPROVED', half: false, leaveType: 'VACATION' },
    ], "time off an admin recorded, with its half day");
  });

  it('tells the leave type to the person, their line manager and an admin; anyone else sees only "Away"', async () => {
    const typesOf = async (token: string, query: string, id: number) => (daysOf((await calendar(token, query)).body, id) ?? []).map((day) => day.leaveType);
    assert.deepEqual(await typesOf(tokens.employee, 'scope=team', fx.employee), ['VACATION', 'VACATION', 'SICK', 'SICK', 'SICK']);
    assert.deepEqual(await typesOf(tokens.employee, 'scope=team', fx.colleague), ['OTHER'], 'Carla is Dmitri\'s line manager');
    assert.deepEqual(await typesOf(tokens.manager, 'scope=department&departmentId=2', fx.colleague), [null], 'Bruno is not Dmitri\'s');
    assert.deepEqual(await typesOf(tokens.colleague, 'scope=department&departmentId=2', fx.colleague), ['OTHER']);
    assert.deepEqual(await typesOf(tokens.admin, 'scope=all&limit=100', fx.employee), ['VACATION', 'VACATION', 'SICK', 'SICK', 'SICK']);
    const ofCarla = await calendar(tokens.colleague, 'scope=team');
    assert.deepEqual(people(ofCarla.body), ['Dmitri Wolfe'], "an employee's team: themselves and their reports");
  });

  it('lets an admin see everyone, a manager any department and an employee their own; refuses the rest', async () => {
    const statuses = [];
    for (const [who, token, query] of [
      ['admin all', tokens.admin, 'scope=all'],
      ['manager all', tokens.manager, 'scope=all'],
      ['employee all', tokens.employee, 'scope=all'],
      ['manager another department', tokens.manager, 'scope=department&departmentId=2'],
      ['employee own department', tokens.employee, 'scope=department'],
      ['employee another department', tokens.employee, 'scope=department&departmentId=2'],
    ] as const) statuses.push([who, (await calendar(token, query)).status]);
    assert.deepEqual(statuses, [
      ['admin all', 200], ['manager all', 403], ['employee all', 403],
      ['manager another department', 200], ['employee own department', 200], ['employee another department', 403],
    ]);
    const own = await calendar(tokens.employee, 'scope=department');
    assert.deepEqual(people(own.body), ['Bruno Young', 'Carla Xu'], 'her own department when none is named');
  });

  it('pages everyone by first name, leaves inactive people out and filters to one person', async () => {
    const first = await calendar(tokens.admin, 'scope=all&limit=2');
    const second = await calendar(tokens.admin, 'scope=all&limit=2&offset=1');
    assert.deepEqual([people(first.body), people(second.body), first.body.total], [['Alice Zimmer', 'Bruno Young'], ['Carla Xu', 'Dmitri Wolfe'], 5]);
    const one = await calendar(tokens.admin, `scope=all&userId=${fx.colleague}`);
    assert.deepEqual([people(one.body), one.body.total], [['Dmitri Wolfe'], 1]);
    const outside = await calendar(tokens.manager, `scope=team&userId=${fx.colleague}`);
    assert.deepEqual([people(outside.body), outside.body.total], [[], 0], 'a person outside the scope is not shown');
  });

  it('answers a write at once: a new request shows on the month the manager read just before', async () => {
    const before = await calendar(tokens.manager, 'scope=team');
    assert.equal(daysOf(before.body, fx.employee)?.some((day) => day.date === '2026-03-20'), false);
    const asked = await t.request({ method: 'POST', url: '/api/v1/leave-requests', token: tokens.employee, body: { leaveType: 'SICK', startDate: '2026-03-20', endDate: '2026-03-20' } });
    assert.equal(asked.statusCode, 201, asked.body);
    const after = await calendar(tokens.manager, 'scope=team');
    assert.deepEqual(daysOf(after.body, fx.employee)?.at(-1), { date: '2026-03-20', status: 'PENDING', half: false, leaveType: 'SICK' });
    const withdrawn = await t.request({ method: 'POST', url: `/api/v1/leave-requests/${asked.json<LeaveRequestCreated>().request.id}/withdraw`, token: tokens.employee });
    assert.equal(withdrawn.statusCode, 200, withdrawn.body);
    assert.equal(daysOf((await calendar(tokens.manager, 'scope=team')).body, fx.employee)?.some((day) => day.date === '2026-03-20'), false);
  });

  it('answers 400 naming the field for a month that is no month', async () => {
    for (const month of ['2026-13', '2026-3', 'March']) {
      const res = await t.request({ url: `/api/v1/team-calendar?month=${month}`, token: tokens.manager });
      assert.equal(res.statusCode, 400, month);
      assert.match(res.json<Answer>().details?.[0]?.field ?? '', /month/);
    }
    const empty = await t.request({ url: '/api/v1/team-calendar?month=2026-02', token: tokens.manager });
    assert.deepEqual(empty.json<Answer>().data.map((person) => person.days), [[], []], 'nobody away in February');
  });
});
