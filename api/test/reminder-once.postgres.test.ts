import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../src/app.js';
import { auditLog, timesheetReminders } from '../src/platform/db/schema/index.js';
import { fixturePasswordHash, seedFixtures } from './helpers/fixtures.js';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.js';
import { freshDatabase, testConfig, type TestApp } from './helpers/test-app.js';

// Issue 20, point 5: the weekly reminder goes out exactly once per person and week, however many API instances
// run on the database. Two instances check at the same moments, again and again, once the reminder is due.
const WEEK = '2025-03-24';
const DUE = Date.parse('2025-03-31T09:00:00Z');
const EXTRA_PEOPLE = 30;
const ROUNDS = 6;

describe('weekly timesheet reminder with two API instances on one database', () => {
  let smtp: SmtpSink;
  let apps: App[] = [];
  let drop: () => Promise<void> = async () => undefined;

  before(async () => {
    smtp = await startSmtpSink();
    const fresh = await freshDatabase('postgres');
    drop = fresh.drop;
    const config = testConfig({
      database: fresh.database,
      mail: { from: 'Portal <no-reply@portal.example>', transport: 'smtp', smtpUrl: smtp.url },
      timesheetReminder: { day: 1, time: '09:00', checkEveryMs: 0 },
    });
    apps = [await buildApp(config), await buildApp(config)];
    await Promise.all(apps.map((app) => app.ready()));
    const first = apps[0]!;
    await seedFixtures({ app: first } as TestApp);
    const passwordHash = await fixturePasswordHash();
    await first.repos.users.insertMany(
      Array.from({ length: EXTRA_PEOPLE }, (_, i) => ({ firstName: `Person${i}`, lastName: 'Extra', officeEmail: `person${i}@test.example`, role: 'EMPLOYEE' as const, passwordHash })),
    );
  });
  after(async () => {
    await Promise.allSettled(apps.map((app) => app.close()));
    await drop();
    await smtp.close();
  });

  it('sends one e-mail and writes one audit entry per person, whichever instance sends it', async () => {
    // Everyone active is short of hours that week: nobody logged any. The five fixture people and the extra ones.
    const expected = 5 + EXTRA_PEOPLE;
    let sent = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const now = new Date(DUE + round * 1000);
      const ticks = await Promise.all([...apps, ...apps].map((app) => app.timesheetReminders.tick(now)));
      assert.ok(ticks.every((tick) => tick.weekStart === WEEK && tick.failed === 0), JSON.stringify(ticks));
      // An instance asked twice at once answers both with its one check.
      sent += ticks[0]!.sent + ticks[1]!.sent;
    }
    assert.equal(sent, expected, 'the instances together sent one per person');
    const mails = await smtp.waitForMessages(expected);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const addresses = smtp.messages.map((mail) => mail.to?.[0]?.address?.toLowerCase());
    assert.equal(addresses.length, expected, 'no second e-mail arrived');
    assert.equal(new Set(addresses).size, expected, 'one e-mail per person');
    assert.ok(mails.every((mail) => mail.subject === 'Please log your hours for the week of 24 March 2025'));

    const db = apps[1]!.db;
    const audits = await db
      .select({ target: auditLog.targetId, count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'timesheet.reminder_sent'), sql`${auditLog.details}->>'kind' = 'SCHEDULED'`))
      .groupBy(auditLog.targetId);
    assert.equal(audits.length, expected, 'an audit entry for each person');
    assert.ok(audits.every((row) => row.count === 1), 'and only one');
    const claimed = await db.select().from(timesheetReminders).where(eq(timesheetReminders.weekStart, WEEK));
    assert.equal(claimed.length, expected);
  });
});
