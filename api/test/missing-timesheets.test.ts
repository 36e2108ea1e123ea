import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { MissingTimesheetList, MissingTimesheetRow, SendRemindersResult } from '@portal/shared-contracts';
import { auditLog, timesheetReminders } from '../src/platform/db/schema/index.js';
import { dueWeek } from '../src/modules/missing-timesheets/weekly-reminder.js';
import { addDays, mondayOf, todayIn } from '../src/platform/calendar.js';
import { seedFixtures, signInAll, type Fixtures, type Tokens } from './helpers/fixtures.js';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';
import { createTestApp, testConfig, type TestApp } from './helpers/test-app.js';
import { ConfigError, loadConfig } from '../src/config.js';

const PUBLIC_URL = 'https://portal.example';
const MONDAY_9 = { day: 1, time: '09:00', checkEveryMs: 0 };
// Two ISO weeks from Monday 2025-03-24, as in the utilisation report's test: Wednesday 26 March is a public holiday;
// Carla works a 20-hour week and is off on 2 and 3 April; Farid is off the whole second week; Bruno logs his first
// week in full; Elena has left.
const WEEKS = 'from=2025-03-24&to=2025-04-06';
const FIRST_WEEK = '2025-03-24';

describe('missing timesheets and reminders', () => {
  let t: TestApp;
  let fx: Fixtures;
  let tokens: Tokens;
  let smtp: SmtpSink;

  const get = (query: string, token = tokens.admin) => t.request({ url: `/api/v1/reports/missing-timesheets?${query}`, token });
  const list = async (query: string, token = tokens.admin) => {
    const response = await get(query, token);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<MissingTimesheetList>();
  };
  const remind = (body: object, token = tokens.admin) => t.request({ method: 'POST', url: '/api/v1/reports/missing-timesheets/reminders', token, body });
  const brief = (row: MissingTimesheetRow) => `${row.name} ${row.weekStart} ${row.expected}-${row.logged}=${row.missing}`;
  /** Logs hours as their owner; `approved` ones the admin approves, and rejected ones they send back. */
  const log = async (token: string, userId: number, date: string, hours: number, status: 'SUBMITTED' | 'APPROVED' | 'REJECTED' = 'SUBMITTED') => {
    const body = { userId, projectId: fx.apollo, date, hours, description: 'Work' };
    const id = (await t.request({ method: 'POST', url: '/api/v1/timesheets', token, body })).json<{ id: number }>().id;
    assert.ok(id, `logged ${hours} hours on ${date}`);
    if (status === 'SUBMITTED') return;
    const review = { status, ...(status === 'REJECTED' ? { reason: 'Wrong project' } : {}) };
    assert.equal((await t.request({ method: 'PATCH', url: `/api/v1/timesheets/${id}/status`, token: tokens.admin, body: review })).statusCode, 200);
  };
  const reminderAudits = (kind: 'MANUAL' | 'SCHEDULED') =>
    t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'timesheet.reminder_sent'), sql`${auditLog.details}->>'kind' = ${kind}`));

  before(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ publicUrl: PUBLIC_URL, mail: { from: 'Portal <no-reply@portal.example>', transport: 'smtp', smtpUrl: smtp.url }, timesheetReminder: MONDAY_9 });
    fx = await seedFixtures(t);
    tokens = await signInAll(t);
    const admin = (url: string, body: object) => t.request({ method: 'POST', url, token: tokens.admin, body });
    assert.equal((await admin('/api/v1/holidays', { date: '2025-03-26', name: 'Founders Day' })).statusCode, 201);
    assert.equal((await admin(`/api/v1/users/${fx.employee}/time-off`, { startDate: '2025-04-02', endDate: '2025-04-03', kind: 'VACATION' })).statusCode, 201);
    assert.equal((await admin(`/api/v1/users/${fx.noPassword}/time-off`, { startDate: '2025-03-31', endDate: '2025-04-04', kind: 'SICK' })).statusCode, 201);
    await t.app.db.execute(sql`update users set weekly_hours = 20 where id = ${fx.employee}`);
    await log(tokens.employee, fx.employee, '2025-03-24', 4, 'APPROVED');
    await log(tokens.employee, fx.employee, '2025-03-25', 3);
    await log(tokens.employee, fx.employee, '2025-03-27', 2, 'REJECTED');
    await log(tokens.colleague, fx.colleague, '2025-03-31', 8);
    for (const date of ['2025-03-24', '2025-03-25', '2025-03-27', '2025-03-28']) await log(tokens.manager, fx.manager, date, 8);
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  it("lists active people's weeks short of hours, net of holidays, time off and part time", async () => {
    const answer = await list(`${WEEKS}&orderBy=name&order=asc&limit=100`);
    assert.deepEqual([answer.from, answer.to], ['2025-03-24', '2025-04-06']);
    assert.deepEqual(answer.data.map(brief), [
      'Alice Zimmer 2025-03-31 40-0=40',
      'Alice Zimmer 2025-03-24 32-0=32',
      'Bruno Young 2025-03-31 40-0=40',
      'Carla Xu 2025-03-31 12-0=12',
      'Carla Xu 2025-03-24 16-7=9',
      'Dmitri Wolfe 2025-03-31 40-8=32',
      'Dmitri Wolfe 2025-03-24 32-0=32',
      'Farid Underwood 2025-03-24 32-0=32',
    ]);
    assert.equal(answer.total, 8);
    const carla = answer.data.find((row) => row.userId === fx.employee)!;
    assert.deepEqual({ ...carla }, {
      userId: fx.employee, name: 'Carla Xu', officeEmail: 'Carla@Test.example', departmentName: carla.departmentName, weekStart: '2025-03-31',
      expected: 12, logged: 0, missing: 12, lastReminderAt: null,
    });
    assert.ok(carla.departmentName, 'the department is named');
    assert.ok(!answer.data.some((row) => row.userId === fx.inactive), 'Elena has left');
  });

  it('expects nothing of a person before the day they joined', async () => {
    const alice = async () => (await list(`${WEEKS}&orderBy=name&order=asc&limit=100`)).data.filter((row) => row.userId === fx.admin).map(brief);
    try {
      // Joined on Thursday of the first week: Thursday and Friday are expected there, the whole second week.
      await t.app.db.execute(sql`update users set doj = '2025-03-27' where id = ${fx.admin}`);
      assert.deepEqual(await alice(), ['Alice Zimmer 2025-03-31 40-0=40', 'Alice Zimmer 2025-03-24 16-0=16']);
      await t.app.db.execute(sql`update users set doj = '2025-04-07' where id = ${fx.admin}`);
      assert.deepEqual(await alice(), []);
    } finally {
      await t.app.db.execute(sql`update users set doj = null where id = ${fx.admin}`);
    }
    assert.deepEqual(await alice(), ['Alice Zimmer 2025-03-31 40-0=40', 'Alice Zimmer 2025-03-24 32-0=32']);
  });

  it('sorts by what is missing, searches and pages', async () => {
    const most = await list(`${WEEKS}&orderBy=missing&order=desc&limit=3`);
    assert.deepEqual(most.data.map(brief), ['Alice Zimmer 2025-03-31 40-0=40', 'Bruno Young 2025-03-31 40-0=40', 'Alice Zimmer 2025-03-24 32-0=32']);
    assert.equal(most.total, 8);
    const second = await list(`${WEEKS}&orderBy=missing&order=desc&limit=3&offset=1`);
    assert.deepEqual(second.data.map((row) => row.name), ['Dmitri Wolfe', 'Dmitri Wolfe', 'Farid Underwood']);
    const found = await list(`${WEEKS}&searchInput=${encodeURIComponent(' carla ')}`);
    assert.deepEqual(found.data.map((row) => row.weekStart), ['2025-03-31', '2025-03-24'], 'newest week first by default');
    await t.app.db.execute(sql`update users set department_id = 5 where id = ${fx.noPassword}`);
    const department = await list(`${WEEKS}&searchInput=${encodeURIComponent('human resources')}`);
    assert.deepEqual(department.data.map((row) => [row.name, row.departmentName]), [['Farid Underwood', 'HUMAN_RESOURCES']], 'a department by the name the screens show');
  });

  it('lists ended weeks only: by default the four before this one', async () => {
    const today = todayIn(t.config.orgTimezone);
    const thisMonday = mondayOf(today);
    const byDefault = await list('limit=100');
    assert.deepEqual([byDefault.from, byDefault.to], [addDays(thisMonday, -28), addDays(thisMonday, -1)]);
    const late = await list(`from=${addDays(thisMonday, -7)}&to=${addDays(today, 30)}&limit=100`);
    assert.equal(late.to, addDays(thisMonday, -1), 'cut back to last Sunday');
    assert.deepEqual([...new Set(late.data.map((row) => row.weekStart))], [addDays(thisMonday, -7)]);
    assert.equal(late.total, 5, 'everyone active, nobody logged');
    const none = await list(`from=${thisMonday}`);
    assert.deepEqual(none.data, []);
    assert.equal(none.total, 0);
    assert.equal((await get('from=2025-04-01&to=2025-03-01')).statusCode, 400);
  });

  it('is for admins and managers', async () => {
    assert.equal((await list(WEEKS, tokens.manager)).total, 8);
    assert.equal((await get(WEEKS, tokens.employee)).statusCode, 403);
    assert.equal((await remind({ weekStart: FIRST_WEEK, userIds: [fx.employee] }, tokens.employee)).statusCode, 403);
    assert.equal(smtp.messages.length, 0);
  });

  it('e-mails the chosen people short of hours, skips the others with the reason, and audits each send', async () => {
    const response = await remind({ weekStart: FIRST_WEEK, userIds: [fx.employee, fx.manager, fx.inactive, 999_999] }, tokens.manager);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json<SendRemindersResult>(), {
      sent: 1,
      skipped: [
        { userId: fx.manager, reason: 'NOT_MISSING' },
        { userId: fx.inactive, reason: 'INACTIVE' },
        { userId: 999_999, reason: 'NOT_FOUND' },
      ],
    });
    const [mail] = await smtp.waitForMessages(1);
    assert.equal(mail?.to?.[0]?.address?.toLowerCase(), 'carla@test.example');
    assert.equal(mail?.subject, 'Please log your hours for the week of 24 March 2025');
    assert.match(mail?.text ?? '', /Hello Carla,/);
    assert.match(mail?.text ?? '', /Expected: 16 hours .*Logged: 7 hours\./);
    assert.ok(mail?.text?.includes(`${PUBLIC_URL}/timesheets?view=week&week=2025-W13`), mail?.text);
    assert.match(mail?.html ?? '', /Open My Timesheet/);

    const audits = await reminderAudits('MANUAL');
    assert.equal(audits.length, 1);
    assert.equal(audits[0]?.actorUserId, fx.manager);
    assert.equal(audits[0]?.targetId, String(fx.employee));
    assert.deepEqual(audits[0]?.details, { kind: 'MANUAL', weekStart: FIRST_WEEK, expected: 16, logged: 7, to: 'Carla@Test.example' });
    const carla = (await list(`${WEEKS}&searchInput=carla`)).data;
    assert.ok(carla.find((row) => row.weekStart === FIRST_WEEK)?.lastReminderAt, 'the reminder shows on the row');
    assert.equal(carla.find((row) => row.weekStart !== FIRST_WEEK)?.lastReminderAt, null);
  });

  it('skips a person whose e-mail could not be sent, audits the failure and records no reminder', async () => {
    const { mailer } = t.app.timesheetReminders.context();
    const send = mailer.send;
    mailer.send = () => Promise.reject(new Error('SMTP is down'));
    try {
      const response = await remind({ weekStart: FIRST_WEEK, userIds: [fx.colleague] });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json<SendRemindersResult>(), { sent: 0, skipped: [{ userId: fx.colleague, reason: 'SEND_FAILED' }] });
    } finally {
      mailer.send = send;
    }
    const failures = (await reminderAudits('MANUAL')).filter((audit) => audit.outcome === 'FAILURE');
    assert.deepEqual(failures.map((audit) => [audit.targetId, audit.actorUserId]), [[String(fx.colleague), fx.admin]]);
    const dmitri = (await list(`${WEEKS}&searchInput=dmitri`)).data;
    assert.ok(dmitri.every((row) => row.lastReminderAt === null));
  });

  it('refuses a day that is not a Monday, a week not ended, and an empty or repeated list', async () => {
    const thisMonday = mondayOf(todayIn(t.config.orgTimezone));
    for (const body of [
      { weekStart: '2025-03-25', userIds: [fx.employee] },
      { weekStart: thisMonday, userIds: [fx.employee] },
      { weekStart: FIRST_WEEK, userIds: [] },
      { weekStart: FIRST_WEEK, userIds: [fx.employee, fx.employee] },
    ]) {
      const response = await remind(body);
      assert.equal(response.statusCode, 400, `${JSON.stringify(body)}: ${response.body}`);
    }
    assert.match((await remind({ weekStart: '2025-03-25', userIds: [fx.employee] })).body, /must be a Monday/);
    assert.match((await remind({ weekStart: thisMonday, userIds: [fx.employee] })).body, /weeks that have ended/);
    assert.equal(smtp.messages.length, 0);
  });

  it('reads TIMESHEET_REMINDER as a weekday and a time, off unless set', () => {
    const env = { NODE_ENV: 'test', JWT_SECRET: t.config.jwt.secret, MAIL_OUTBOX_DIR: t.config.dataDir };
    assert.equal(testConfig().timesheetReminder, null);
    assert.equal(loadConfig({ ...env, TIMESHEET_REMINDER: 'off' }).timesheetReminder, null);
    assert.deepEqual(loadConfig({ ...env, TIMESHEET_REMINDER: 'mon 9:05' }).timesheetReminder, { day: 1, time: '09:05', checkEveryMs: 60_000 });
    assert.deepEqual(loadConfig({ ...env, TIMESHEET_REMINDER: 'SUN 23:59' }).timesheetReminder?.day, 7);
    for (const wrong of ['MONDAY 09:00', 'MON 24:00', 'MON 9', 'XYZ 09:00']) {
      assert.throws(() => loadConfig({ ...env, TIMESHEET_REMINDER: wrong }), ConfigError, wrong);
    }
  });

  it("sends the weekly reminder on the week's day and time in the organisation's time zone", () => {
    assert.equal(dueWeek(MONDAY_9, 'UTC', new Date('2025-03-31T08:59:00Z')), null);
    assert.equal(dueWeek(MONDAY_9, 'UTC', new Date('2025-03-31T09:00:00Z')), '2025-03-24');
    assert.equal(dueWeek(MONDAY_9, 'UTC', new Date('2025-04-06T23:59:00Z')), '2025-03-24', 'still due all week');
    // Berlin is two hours ahead in summer time, which began on 30 March.
    assert.equal(dueWeek(MONDAY_9, 'Europe/Berlin', new Date('2025-03-31T06:59:00Z')), null);
    assert.equal(dueWeek(MONDAY_9, 'Europe/Berlin', new Date('2025-03-31T07:00:00Z')), '2025-03-24');
    assert.equal(dueWeek({ ...MONDAY_9, day: 5 }, 'UTC', new Date('2025-04-03T12:00:00Z')), null, 'Thursday, before a Friday reminder');
  });

  it('sends the weekly reminder once per person, retrying a send that failed, whatever the manual ones', async () => {
    assert.deepEqual(await t.app.timesheetReminders.tick(new Date('2025-03-31T08:59:00Z')), { weekStart: null, sent: 0, failed: 0 });
    const { mailer } = t.app.timesheetReminders.context();
    const send = mailer.send;
    mailer.send = () => Promise.reject(new Error('SMTP is down'));
    try {
      assert.deepEqual(await t.app.timesheetReminders.tick(new Date('2025-03-31T09:00:00Z')), { weekStart: FIRST_WEEK, sent: 0, failed: 4 });
    } finally {
      mailer.send = send;
    }
    assert.equal((await t.app.db.select().from(timesheetReminders).where(eq(timesheetReminders.kind, 'SCHEDULED'))).length, 0, 'no row claims a failed send');
    assert.equal((await reminderAudits('SCHEDULED')).length, 0);

    assert.deepEqual(await t.app.timesheetReminders.tick(new Date('2025-03-31T09:01:00Z')), { weekStart: FIRST_WEEK, sent: 4, failed: 0 });
    const mails = await smtp.waitForMessages(4);
    assert.deepEqual(mails.map((mail) => mail.to?.[0]?.address?.toLowerCase()).sort(), ['alice@test.example', 'carla@test.example', 'dmitri@test.example', 'farid@test.example']);
    assert.ok(mails.every((mail) => mail.subject === 'Please log your hours for the week of 24 March 2025'));
    assert.deepEqual(await t.app.timesheetReminders.tick(new Date('2025-04-02T10:00:00Z')), { weekStart: FIRST_WEEK, sent: 0, failed: 0 });
    const audits = await reminderAudits('SCHEDULED');
    assert.deepEqual(audits.map((audit) => Number(audit.targetId)).sort((a, b) => a - b), [fx.admin, fx.employee, fx.colleague, fx.noPassword].sort((a, b) => a - b));
    assert.ok(audits.every((audit) => audit.actorUserId === null));
    assert.equal(smtp.messages.length, 4);
  });

  it('answers hours logged and people deactivated just before, though the report is remembered', async () => {
    const dmitri = async () => (await list(`${WEEKS}&searchInput=dmitri`)).data.map((row) => row.weekStart);
    assert.deepEqual(await dmitri(), ['2025-03-31', '2025-03-24']);
    for (const date of ['2025-03-24', '2025-03-25', '2025-03-27', '2025-03-28']) await log(tokens.colleague, fx.colleague, date, 8);
    assert.deepEqual(await dmitri(), ['2025-03-31'], 'his first week is logged in full now');
    await t.app.db.execute(sql`update users set active = false where id = ${fx.noPassword}`);
    assert.ok(!(await list(`${WEEKS}&limit=100`)).data.some((row) => row.userId === fx.noPassword), 'Farid has left');
  });
});
