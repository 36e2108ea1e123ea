import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LeaveQuote, LeaveRequestCreated, LeaveRequestList } from '@portal/shared-contracts';
import { startSeededApp, type Fixtures, type Tokens } from './helpers/fixtures.js';
import type { TestApp } from './helpers/test-app.js';

type Answer<T> = { status: number; body: T & { message?: string; details?: { field: string; message: string }[] } };

// Issue 38, point 3: before asking, the person sees what a request would take and leave, answered by the request's own
// rules. Carla (EMPLOYEE) has 10 VACATION days of her own (5 carried over from an unused 2025); 2026-03-04 is a holiday.
describe('leave quote: what a request would take and leave (issue 38)', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  before(async () => {
    ({ t, fx, tokens } = await startSeededApp());
    const holiday = await t.request({ method: 'POST', url: '/api/v1/holidays', token: tokens.admin, body: { date: '2026-03-04', name: 'Founders Day' } });
    assert.equal(holiday.statusCode, 201, holiday.body);
    for (const body of [{ leaveType: 'VACATION', days: 20 }, { leaveType: 'VACATION', days: 10, userId: fx.employee }]) {
      const res = await t.request({ method: 'PUT', url: '/api/v1/leave/allowances', token: tokens.admin, body });
      assert.equal(res.statusCode, 200, res.body);
    }
  });
  after(async () => {
    await t.close();
  });

  const answer = <T,>(res: { statusCode: number; json: <U>() => U }): Answer<T> => ({ status: res.statusCode, body: res.json() });
  const quote = async <T = LeaveQuote,>(query: Record<string, string | boolean | undefined>, token = tokens.employee) => {
    const params = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
    return answer<T>(await t.request({ method: 'GET', url: `/api/v1/leave-requests/quote?${params}`, token }));
  };
  const ask = async (body: object) => answer<LeaveRequestCreated>(await t.request({ method: 'POST', url: '/api/v1/leave-requests', token: tokens.employee, body }));

  it('answers the working days (no weekends, no public holidays, half days 0.5) and the balance left, as the request then does', async () => {
    const body = { leaveType: 'VACATION', startDate: '2026-02-27', endDate: '2026-03-06', halfDayEnd: true };
    const quoted = await quote(body);
    assert.equal(quoted.status, 200, quoted.body.message);
    assert.equal(quoted.body.days, 4.5);
    assert.deepEqual(quoted.body.balance, { leaveType: 'VACATION', allowsNegative: false, allowance: 10, carryOver: 5, approved: 0, pending: 4.5, remaining: 10.5 });
    const mine = await t.request({ method: 'GET', url: '/api/v1/leave-requests/mine', token: tokens.employee });
    assert.equal(mine.json<LeaveRequestList>().total, 0, 'a quote asks for nothing');
    const asked = await ask(body);
    assert.equal(asked.status, 201, asked.body.message);
    assert.deepEqual([asked.body.request.days, asked.body.balance], [quoted.body.days, quoted.body.balance]);
    const half = await quote({ leaveType: 'SICK', startDate: '2026-06-01', endDate: '2026-06-01', halfDayStart: true });
    assert.deepEqual([half.status, half.body.days, half.body.balance.remaining], [200, 0.5, -0.5]);
  });

  it('refuses what the request would refuse, with the same field and reason', async () => {
    const refused: Record<string, string | boolean>[] = [
      { leaveType: 'VACATION', startDate: '2026-07-10', endDate: '2026-07-09' },
      { leaveType: 'VACATION', startDate: '2026-12-31', endDate: '2027-01-04' },
      { leaveType: 'VACATION', startDate: '2026-03-07', endDate: '2026-03-08' },
      { leaveType: 'VACATION', startDate: '2026-07-01', endDate: '2026-07-01', halfDayEnd: true },
      { leaveType: 'SICK', startDate: '2026-03-06', endDate: '2026-03-09' },
      { leaveType: 'VACATION', startDate: '2026-08-03', endDate: '2026-08-21' },
    ];
    for (const body of refused) {
      const [quoted, asked] = [await quote<object>(body), await ask(body)];
      assert.equal(quoted.status, 400, JSON.stringify(body));
      assert.deepEqual(
        { message: quoted.body.message, details: quoted.body.details },
        { message: asked.body.message, details: asked.body.details },
        JSON.stringify(body),
      );
    }
    const overBalance = await quote<object>({ leaveType: 'VACATION', startDate: '2026-08-03', endDate: '2026-08-21' });
    assert.equal(overBalance.body.message, 'This takes 15 days and only 10.5 are left of this type this year.');
    const sick = await quote({ leaveType: 'SICK', startDate: '2026-09-07', endDate: '2026-09-11' });
    assert.deepEqual([sick.status, sick.body.balance.remaining], [200, -5], 'sick leave may go below zero');
  });

  it('counts time off recorded by a planner as an overlap', async () => {
    const timeOff = await t.request({ method: 'POST', url: `/api/v1/users/${fx.employee}/time-off`, token: tokens.admin, body: { startDate: '2026-04-06', endDate: '2026-04-07', kind: 'OTHER' } });
    assert.equal(timeOff.statusCode, 201, timeOff.body);
    const quoted = await quote<object>({ leaveType: 'SICK', startDate: '2026-04-07', endDate: '2026-04-08' });
    assert.deepEqual([quoted.status, quoted.body.details?.map((detail) => detail.field)], [400, ['startDate', 'endDate']]);
  });

  it('quotes the caller\'s own balance only, and refuses an incomplete question with the field', async () => {
    const others = await quote({ leaveType: 'VACATION', startDate: '2026-11-02', endDate: '2026-11-02' }, tokens.colleague);
    assert.deepEqual([others.status, others.body.balance.allowance, others.body.balance.carryOver], [200, 20, 5]);
    const incomplete = await quote<object>({ leaveType: 'VACATION', startDate: '2026-11-02' });
    assert.equal(incomplete.status, 400);
    assert.match(incomplete.body.message ?? '', /endDate/);
    const unknownType = await quote<object>({ leaveType: 'HOLIDAY', startDate: '2026-11-02', endDate: '2026-11-02' });
    assert.equal(unknownType.status, 400);
    const anonymous = await t.request({ method: 'GET', url: '/api/v1/leave-requests/quote?leaveType=SICK&startDate=2026-11-02&endDate=2026-11-02' });
    assert.equal(anonymous.statusCode, 401);
  });
});
