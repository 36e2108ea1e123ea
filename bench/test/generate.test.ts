import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_HOURS, MAX_HOURS_PER_DAY, MIN_HOURS, TIMESHEET_STATUSES, addDays, todayIn } from '../src/api-internals.js';
import { copyColumns, copyLines, copyValue } from '../src/seed/copy-text.js';
import { generateCompany, regionsOf, type Worker } from '../src/seed/generate-company.js';
import { HISTORY_DAYS, generateTimesheets } from '../src/seed/generate-timesheets.js';
import { ADMIN_EMAIL } from '../src/seed/seed-database.js';

const today = todayIn('UTC');
const state = (id: number, name: string) => ({ id, name });
// Ids stand in for the database's; names are the states the demo vocabulary has cities for.
const regions = regionsOf({
  US: [state(1, 'California'), state(2, 'Texas')],
  IN: [state(3, 'Karnataka'), state(4, 'Delhi')],
  countryIds: { US: 10, IN: 20 },
});

describe('generated company', () => {
  const company = generateCompany({ users: 300, projects: 60 }, regions, 'hash', today);

  it('has one admin with the known e-mail and office e-mails unique without regard to case', () => {
    assert.deepEqual(company.users.filter((u) => u.role === 'ADMIN').map((u) => u.officeEmail), [ADMIN_EMAIL]);
    const emails = company.users.map((u) => u.officeEmail.toLowerCase());
    assert.equal(new Set(emails).size, emails.length);
  });

  it('keeps client names and each client\'s project names unique, and project rows within the checks', () => {
    const clientNames = company.clients.map((c) => c.name.trim().toLowerCase());
    assert.equal(new Set(clientNames).size, clientNames.length);
    const projectKeys = company.projects.map((p) => `${p.clientId}/${p.name.trim().toLowerCase()}`);
    assert.equal(new Set(projectKeys).size, projectKeys.length);
    for (const p of company.projects) {
      assert.ok(!p.startDate || !p.endDate || p.endDate >= p.startDate, `project ${p.id} dates`);
      assert.ok(p.status !== 'IN_PROGRESS' || p.progressDetails, `project ${p.id} in progress without details`);
    }
  });

  it('allocates in quarter hours between valid dates, to existing people and projects', () => {
    for (const a of company.allocations) {
      assert.ok(a.allocationHours >= 0.25 && (a.allocationHours * 4) % 1 === 0, `allocation ${a.id}: ${a.allocationHours} h`);
      assert.ok(a.endDate >= a.startDate);
      assert.ok(a.userId >= 1 && a.userId <= company.users.length);
      assert.ok(a.projectId >= 1 && a.projectId <= company.projects.length);
    }
  });
});

describe('generated timesheets', () => {
  const check = (workers: Worker[], total: number) => {
    const rows = [...generateTimesheets(workers, total, today, 1000)].flat();
    assert.equal(rows.length, total);
    assert.deepEqual(rows.map((r) => r.id), rows.map((_, i) => i + 1));
    const perDay = new Map<string, number>();
    for (const r of rows) {
      assert.ok(r.hours >= MIN_HOURS && r.hours <= MAX_HOURS && (r.hours * 2) % 1 === 0, `row ${r.id}: ${r.hours} h`);
      assert.ok((TIMESHEET_STATUSES as readonly string[]).includes(r.status));
      assert.notEqual(r.description.trim(), '');
      assert.equal(r.rejectionReason !== null, r.status === 'REJECTED');
      assert.ok(r.date <= today && r.date >= addDays(today, -HISTORY_DAYS), r.date);
      const day = new Date(`${r.date}T00:00:00Z`).getUTCDay();
      assert.ok(day !== 0 && day !== 6, `row ${r.id} on a weekend`);
      const key = `${r.userId}/${r.date}`;
      perDay.set(key, (perDay.get(key) ?? 0) + r.hours);
    }
    assert.ok(Math.max(...perDay.values()) <= MAX_HOURS_PER_DAY);
    return rows;
  };

  it('satisfies the schema checks and the 24-hour rule, in date order', () => {
    const rows = check([{ userId: 1, projectIds: [1, 2] }, { userId: 2, projectIds: [3] }], 501);
    assert.deepEqual(rows.map((r) => r.date), rows.map((r) => r.date).sort());
  });

  it('shares a day between entries when someone has more entries than weekdays', () => {
    check([{ userId: 1, projectIds: [1, 2, 3] }], 1800);
  });
});

describe('COPY text', () => {
  it('escapes the characters COPY treats specially and writes NULL as \\N', () => {
    assert.equal(copyValue('a\tb\nc\\d'), 'a\\tb\\nc\\\\d');
    assert.equal(copyValue(null), '\\N');
    assert.equal(copyValue(true), 't');
    const columns = copyColumns({ id: { name: 'id' }, firstName: { name: 'first_name' } }, ['id', 'firstName']);
    assert.equal(columns.sql, '("id", "first_name")');
    assert.equal(copyLines(columns, [{ id: 1, firstName: 'Zoë' }]), '1\tZoë\n');
  });
});
