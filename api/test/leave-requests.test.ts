import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import type { LeaveAllowanceList, LeaveBalances, LeaveRequest, LeaveRequestCreated, LeaveRequestList, TimeOffList } from '@portal/shared-contracts';
import { auditLog } from '../src/platform/db/schema/index.js';
import { seedFixtures, signInAll, type Fixtures, type Tokens } from './helpers/fixtures.js';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

type Refusal = { message: string; details?: { field: string; message: string }[] };

// Issue 38, points 3 and 4. Carla (EMPLOYEE) reports to Bruno (MANAGER); Dmitri (EMPLOYEE) reports to Carla, an
// employee who is a line manager; Alice is the admin. 2026-03-04 is a public holiday.
describe('leave requests, allowances and balances (issue 38)', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  let smtp: SmtpSink;
  before(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ publicUrl: 'https://portal.example', mail: { from: 'Portal <no-reply@portal.example>', transport: 'smtp', smtpUrl: smtp.url } });
    fx = await seedFixtures(t);
    tokens = await signInAll(t);
    for (const [person, manager] of [[fx.employee, fx.manager], [fx.colleague, fx.employee]] as const) {
      const res = await t.request({ method: 'PUT', url: `/api/v1/users/${person}`, token: tokens.admin, body: { lineManagerId: manager } });
      assert.equal(res.statusCode, 200, res.body);
    }
    const holiday = await t.request({ method: 'POST', url: '/api/v1/holidays', token: tokens.admin, body: { date: '2026-03-04', name: 'Founders Day' } });
    assert.equal(holiday.statusCode, 201, holiday.body);
    for (const body of [{ leaveType: 'VACATION', days: 20 }, { leaveType: 'VACATION', days: 10, userId: fx.employee }, { leaveType: 'OTHER', days: 2 }]) {
      const res = await t.request({ method: 'PUT', url: '/api/v1/leave/allowances', token: tokens.admin, body });
      assert.equal(res.statusCode, 200, res.body);
    }
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });

  const call = async <T,>(method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: object) => {
    const res = await t.request({ method, url: `/api/v1${url}`, token, body });
    return { status: res.statusCode, body: res.json<T & Refusal>() };
  };
  const ask = (token: string, body: object) => call<LeaveRequestCreated>('POST', '/leave-requests', token, body);
  const decide = (token: string, id: number, body: object) => call<LeaveRequest>('POST', `/leave-requests/${id}/decision`, token, body);
  const balance = async (userId: number, token: string, type = 'VACATION') => {
    const res = await call<LeaveBalances>('GET', `/users/${userId}/leave-balances?year=2026`, token);
    assert.equal(res.status, 200, res.body.message);
    return res.body.data.find((row) => row.leaveType === type)!;
  };
  const auditedActions = async (id: number) =>
    (await t.app.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.targetType, 'leave_request'), eq(auditLog.targetId, String(id))))).map((row) => row.action);

  it('sets allowances as an admin only: a default per type and a person\'s own where it differs', async () => {
    assert.equal((await call('PUT', '/leave/allowances', tokens.manager, { leaveType: 'VACATION', days: 30 })).status, 403);
    assert.equal((await call('GET', '/leave/allowances', tokens.employee)).status, 403);
    const listed = await call<LeaveAllowanceList>('GET', '/leave/allowances', tokens.admin);
    assert.deepEqual(listed.body.data, [
      { userId: null, leaveType: 'OTHER', days: 2 },
      { userId: null, leaveType: 'VACATION', days: 20 },
      { userId: fx.employee, leaveType: 'VACATION', days: 10 },
    ]);
    assert.equal((await call('PUT', '/leave/allowances', tokens.admin, { leaveType: 'VACATION', days: 0.25 })).status, 400);
    const noDays = await call('PUT', '/leave/allowances', tokens.admin, { leaveType: 'VACATION', days: null });
    assert.deepEqual([noDays.status, noDays.body.details?.[0]?.field], [400, 'days']);
    const removed = await call<LeaveAllowanceList>('PUT', '/leave/allowances', tokens.admin, { leaveType: 'OTHER', days: null, userId: fx.colleague });
    assert.deepEqual([removed.status, removed.body.data.filter((row) => row.userId === fx.colleague)], [200, []]);
    const audited = await t.app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.action, 'allowance.set'));
    assert.equal(audited.length, 4, 'three set, one removed');
  });

  it('shows balances to the person, their line manager and an admin; anyone else gets 403', async () => {
    const outcomes = [];
    for (const [who, token] of [['self', tokens.employee], ['line manager', tokens.manager], ['admin', tokens.admin], ['their report', tokens.colleague]] as const) {
      outcomes.push([who, (await call('GET', `/users/${fx.employee}/leave-balances?year=2026`, token)).status]);
    }
    outcomes.push(['another manager', (await call('GET', `/users/${fx.colleague}/leave-balances?year=2026`, tokens.manager)).status]);
    assert.deepEqual(outcomes, [['self', 200], ['line manager', 200], ['admin', 200], ['their report', 403], ['another manager', 403]]);
    assert.deepEqual(await balance(fx.employee, tokens.employee), { leaveType: 'VACATION', allowsNegative: false, allowance: 10, carryOver: 5, approved: 0, pending: 0, remaining: 15 });
    // 2025 left 10 days of the allowance unused: VACATION carries at most 5 (LEAVE_TYPE_SETTINGS); OTHER none.
    assert.deepEqual(await balance(fx.employee, tokens.employee, 'OTHER'), { leaveType: 'OTHER', allowsNegative: false, allowance: 2, carryOver: 0, approved: 0, pending: 0, remaining: 2 });
    assert.equal((await balance(fx.colleague, tokens.employee)).allowance, 20, 'the default where the person has none');
  });

  it('answers a request with its working days (no weekends, no public holidays, half days 0.5) and the balance left; mails the person and the line manager', async () => {
    const before = smtp.messages.length;
    const res = await ask(tokens.employee, { leaveType: 'VACATION', startDate: '2026-02-27', endDate: '2026-03-06', halfDayEnd: true, note: '  Skiing  ' });
    assert.equal(res.status, 201, res.body.message);
    // Fri 27 Feb, Mon 2, Tue 3, Thu 5 and half of Fri 6 March: the weekend and the holiday on the 4th not taken.
    assert.equal(res.body.request.days, 4.5);
    assert.deepEqual([res.body.request.status, res.body.request.note, res.body.request.userName], ['PENDING', 'Skiing', 'Carla Xu']);
    assert.deepEqual([res.body.balance.pending, res.body.balance.remaining], [4.5, 10.5]);
    const mails = (await smtp.waitForMessages(before + 2)).slice(before);
    assert.deepEqual(mails.map((mail) => mail.to?.[0]?.address?.toLowerCase()).sort(), ['bruno@test.example', 'carla@test.example']);
    assert.ok(mails.every((mail) => mail.text?.includes('4.5 working days')), mails[0]?.text);
    assert.deepEqual(await auditedActions(res.body.request.id), ['leave.requested']);
    const half = await ask(tokens.employee, { leaveType: 'OTHER', startDate: '2026-06-01', endDate: '2026-06-01', halfDayStart: true });
    assert.equal(half.body.request.days, 0.5);
  });

  it('refuses invalid dates, overlaps with requests and time off, and requests over the balance unless the type allows it', async () => {
    const refusals = [
      [{ leaveType: 'VACATION', startDate: '2026-07-10', endDate: '2026-07-09' }, 'endDate'],
      [{ leaveType: 'VACATION', startDate: '2026-12-31', endDate: '2027-01-04' }, 'endDate'],
      [{ leaveType: 'VACATION', startDate: '2026-03-07', endDate: '2026-03-08' }, 'endDate'],
      [{ leaveType: 'VACATION', startDate: '2026-07-01', endDate: '2026-07-01', halfDayEnd: true }, 'halfDayEnd'],
      [{ leaveType: 'OTHER', startDate: '2026-03-06', endDate: '2026-03-09' }, 'startDate'],
      [{ leaveType: 'VACATION', startDate: '2026-08-03', endDate: '2026-08-21' }, 'endDate'],
    ] as const;
    for (const [body, field] of refusals) {
      const res = await ask(tokens.employee, body);
      assert.equal(res.status, 400, `${JSON.stringify(body)}: ${res.body.message}`);
      assert.equal(res.body.details?.[0]?.field, field, JSON.stringify(body));
    }
    assert.equal((await ask(tokens.employee, { leaveType: 'VACATION', startDate: '2026-08-03', endDate: '2026-08-21' })).body.message, 'This takes 15 days and only 10.5 are left of this type this year.');
    const timeOff = await call('POST', `/users/${fx.employee}/time-off`, tokens.admin, { startDate: '2026-04-06', endDate: '2026-04-07', kind: 'OTHER' });
    assert.equal(timeOff.status, 201);
    assert.equal((await ask(tokens.employee, { leaveType: 'SICK', startDate: '2026-04-07', endDate: '2026-04-08' })).status, 400);
    const sick = await ask(tokens.employee, { leaveType: 'SICK', startDate: '2026-09-07', endDate: '2026-09-11' });
    assert.equal(sick.status, 201, 'sick leave may go below zero');
    assert.equal(sick.body.balance.remaining, -5);
  });

  it('lets the line manager or an admin decide, never the person or anyone else; a decline needs a reason; approval makes time off', async () => {
    const { body: { request } } = await ask(tokens.employee, { leaveType: 'VACATION', startDate: '2026-10-05', endDate: '2026-10-06' });
    assert.equal((await decide(tokens.employee, request.id, { decision: 'APPROVE' })).status, 403);
    assert.equal((await decide(tokens.colleague, request.id, { decision: 'APPROVE' })).status, 403);
    const noReason = await decide(tokens.manager, request.id, { decision: 'DECLINE', reason: '  ' });
    assert.deepEqual([noReason.status, noReason.body.details], [400, [{ field: 'reason', message: 'A reason is required to decline a leave request.' }]]);
    const before = smtp.messages.length;
    const approved = await decide(tokens.manager, request.id, { decision: 'APPROVE' });
    assert.deepEqual([approved.status, approved.body.status, approved.body.decidedBy], [200, 'APPROVED', fx.manager]);
    assert.equal((await smtp.waitForMessages(before + 2)).slice(before).filter((mail) => mail.subject?.startsWith('Leave approved')).length, 2);
    const own = await call<TimeOffList>('GET', '/time-off/my?from=2026-10-01&to=2026-10-31', tokens.employee);
    assert.deepEqual(own.body.data.map((row) => [row.startDate, row.endDate, row.kind, row.createdBy]), [['2026-10-05', '2026-10-06', 'VACATION', fx.manager]]);
    assert.equal((await decide(tokens.admin, request.id, { decision: 'APPROVE' })).status, 409, 'decided already');

    // Dmitri's line manager is Carla, an employee; the admin decides anyone's but their own.
    const dmitri = (await ask(tokens.colleague, { leaveType: 'VACATION', startDate: '2026-10-05', endDate: '2026-10-05' })).body.request;
    assert.equal((await decide(tokens.manager, dmitri.id, { decision: 'APPROVE' })).status, 403, 'another manager');
    const declined = await decide(tokens.employee, dmitri.id, { decision: 'DECLINE', reason: 'Release week' });
    assert.deepEqual([declined.status, declined.body.status, declined.body.decisionReason], [200, 'DECLINED', 'Release week']);
    const alices = (await ask(tokens.admin, { leaveType: 'VACATION', startDate: '2026-10-05', endDate: '2026-10-05' })).body.request;
    assert.equal((await decide(tokens.admin, alices.id, { decision: 'APPROVE' })).status, 403, 'an admin\'s own');
  });

  it('withdraws a pending request (own only) and cancels an approved one through a cancellation request', async () => {
    const pending = (await ask(tokens.employee, { leaveType: 'VACATION', startDate: '2026-11-02', endDate: '2026-11-02' })).body.request;
    assert.equal((await call('POST', `/leave-requests/${pending.id}/withdraw`, tokens.manager)).status, 403);
    const withdrawn = await call<LeaveRequest>('POST', `/leave-requests/${pending.id}/withdraw`, tokens.employee);
    assert.equal(withdrawn.body.status, 'WITHDRAWN');
    assert.equal((await call('POST', `/leave-requests/${pending.id}/withdraw`, tokens.employee)).status, 409);

    const taken = (await ask(tokens.employee, { leaveType: 'VACATION', startDate: '2026-11-03', endDate: '2026-11-03' })).body.request;
    assert.equal((await call('POST', `/leave-requests/${taken.id}/cancellation`, tokens.employee)).status, 409, 'not approved yet');
    await decide(tokens.admin, taken.id, { decision: 'APPROVE' });
    assert.equal((await call('POST', `/leave-requests/${taken.id}/withdraw`, tokens.employee)).status, 409, 'approved: only a cancellation');
    const remainingApproved = (await balance(fx.employee, tokens.employee)).remaining;
    const asked = await call<LeaveRequest>('POST', `/leave-requests/${taken.id}/cancellation`, tokens.employee);
    assert.equal(asked.body.status, 'CANCELLATION_PENDING');
    const waiting = await call<LeaveRequestList>('GET', '/leave-requests/waiting', tokens.manager);
    assert.ok(waiting.body.data.some((row) => row.id === taken.id && row.status === 'CANCELLATION_PENDING'));
    const cancelled = await decide(tokens.manager, taken.id, { decision: 'APPROVE' });
    assert.equal(cancelled.body.status, 'CANCELLED');
    const own = await call<TimeOffList>('GET', '/time-off/my?from=2026-11-03&to=2026-11-03', tokens.employee);
    assert.equal(own.body.total, 0, 'the time off is gone');
    assert.equal((await balance(fx.employee, tokens.employee)).remaining, remainingApproved + 1);
    assert.deepEqual(await auditedActions(taken.id), ['leave.requested', 'leave.approved', 'leave.cancellation-requested', 'leave.cancelled']);
  });

  it('lists one\'s own requests and those waiting for one\'s decision', async () => {
    const mine = await call<LeaveRequestList>('GET', '/leave-requests/mine?year=2026', tokens.employee);
    assert.ok(mine.body.total > 3);
    assert.ok(mine.body.data.every((row) => row.userId === fx.employee));
    const ids = async (token: string) => new Set((await call<LeaveRequestList>('GET', '/leave-requests/waiting', token)).body.data.map((row) => row.userId));
    assert.deepEqual([...(await ids(tokens.manager))], [fx.employee]);
    assert.deepEqual([...(await ids(tokens.colleague))], []);
    assert.ok(!(await ids(tokens.admin)).has(fx.admin));
  });

  it('books a person\'s days once when requests or approvals race', async () => {
    const body = { leaveType: 'OTHER', startDate: '2026-12-07', endDate: '2026-12-07' };
    const raced = await Promise.all([ask(tokens.employee, body), ask(tokens.employee, body)]);
    assert.deepEqual(raced.map((res) => res.status).sort(), [201, 400]);
    const id = raced.find((res) => res.status === 201)!.body.request.id;
    const decisions = await Promise.all([decide(tokens.manager, id, { decision: 'APPROVE' }), decide(tokens.admin, id, { decision: 'APPROVE' })]);
    assert.deepEqual(decisions.map((res) => res.status).sort(), [200, 409]);
    const own = await call<TimeOffList>('GET', '/time-off/my?from=2026-12-07&to=2026-12-07', tokens.employee);
    assert.equal(own.body.total, 1);
    const notes = await t.app.db.select({ action: auditLog.action }).from(auditLog).where(like(auditLog.action, 'leave.%'));
    assert.ok(notes.length > 10);
  });
});
