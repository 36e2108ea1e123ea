import { addDays, mondayOf } from '../platform/calendar.js';
import { leaveDays } from '../modules/leave/index.js';
import type { LeaveType } from '@portal/shared-contracts';
import type { Repositories } from '../wiring/repositories.js';
import { DEMO_ACCOUNTS } from './demo-data.js';

/** Yearly allowances per leave type (issue 38): everyone's default, and the demo employee's own where it differs. */
const DEFAULT_ALLOWANCES = { VACATION: 25, SICK: 10, OTHER: 3 } as const;
const EMPLOYEE_VACATION = 28;

/** A request of the demo: its days from this week's Monday, and whether it ends on a half day. */
type DemoRequest = { from: number; to: number; halfDayEnd: boolean; leaveType: LeaveType; note: string | null };

/**
 * Approved leave near today, so the team calendar and "who is away next week" show someone: this week's Thursday and
 * Friday, next week's Monday to Wednesday (a half day at the end), next week's Thursday and Friday.
 */
const APPROVED: DemoRequest[] = [
  { from: 3, to: 4, halfDayEnd: false, leaveType: 'VACATION', note: 'Long weekend' },
  { from: 7, to: 9, halfDayEnd: true, leaveType: 'VACATION', note: null },
  { from: 10, to: 11, halfDayEnd: false, leaveType: 'OTHER', note: 'Conference' },
];

/** The pending requests start in the week three weeks on. */
const PENDING_FROM = 21;

/** A public holiday on the Wednesday two weeks on: in this month or the next, clear of the demo's requests. */
const HOLIDAY = { from: 16, name: 'Founders Day' };

/**
 * Allowances, a public holiday two weeks on, approved leave this week and next for three of the demo manager's reports
 * (Marcus Reed, manager@example.com; never the demo employee, whose figures e2e specs read), and pending requests for
 * up to four of his reports, so the leave pages and the team calendar can be tried on `pnpm start` data: from the
 * Monday three weeks on, a few days each, one with a half day.
 */
export async function seedLeave(repos: Repositories, userIds: readonly number[], today: string): Promise<number> {
  for (const [leaveType, days] of Object.entries(DEFAULT_ALLOWANCES) as [keyof typeof DEFAULT_ALLOWANCES, number][]) {
    await repos.leave.setAllowance(null, leaveType, days);
  }
  const employee = userIds[DEMO_ACCOUNTS.findIndex((account) => account.role === 'EMPLOYEE')];
  if (employee !== undefined) await repos.leave.setAllowance(employee, 'VACATION', EMPLOYEE_VACATION);
  const monday = mondayOf(today);
  const [holiday] = await repos.holidays.insertNew([{ date: addDays(monday, HOLIDAY.from), name: HOLIDAY.name }]);
  const holidays = new Set(holiday ? [holiday.date] : []);
  const manager = userIds[DEMO_ACCOUNTS.findIndex((account) => account.role === 'MANAGER')];
  if (manager === undefined) return 0;
  const reports = await repos.leave.reportsOf(manager);
  const others = reports.filter((userId) => userId !== employee);
  for (const [n, request] of APPROVED.entries()) {
    const userId = others[n];
    const id = userId === undefined ? null : await insertRequest(repos, userId, monday, request, holidays);
    if (id !== null) await approve(repos, id, manager);
  }
  let requested = 0;
  for (const [n, userId] of reports.slice(0, 4).entries()) {
    const request = { from: PENDING_FROM + 7 * n + 1, to: PENDING_FROM + 7 * n + 3, halfDayEnd: n === 1, leaveType: n === 2 ? 'OTHER' : 'VACATION', note: n === 0 ? 'Family visit' : null } as const;
    if ((await insertRequest(repos, userId, monday, request, holidays)) !== null) requested += 1;
  }
  return requested;
}

/** The request, pending; none when its days would span two years (leave/rules.ts keeps a request within one). */
async function insertRequest(repos: Repositories, userId: number, monday: string, request: DemoRequest, holidays: Set<string>): Promise<number | null> {
  const dates = { startDate: addDays(monday, request.from), endDate: addDays(monday, request.to), halfDayStart: false, halfDayEnd: request.halfDayEnd };
  if (dates.startDate.slice(0, 4) !== dates.endDate.slice(0, 4)) return null;
  return repos.leave.insert({ ...dates, userId, leaveType: request.leaveType, days: leaveDays(dates, holidays), note: request.note });
}

/** Approves the request as its manager's decision does (leave-writes.ts decideLeave): it becomes time off. */
async function approve(repos: Repositories, id: number, manager: number): Promise<void> {
  const request = (await repos.leave.read(id))!;
  const { userId, startDate, endDate, halfDayStart, halfDayEnd, leaveType, note } = request;
  const entry = await repos.timeOff.insert({ userId, startDate, endDate, halfDayStart, halfDayEnd, kind: leaveType, note, createdBy: manager });
  await repos.leave.setStatus(id, { status: 'APPROVED', decidedBy: manager, reason: null, timeOffId: entry.id });
}
