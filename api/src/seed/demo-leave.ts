import { addDays, mondayOf } from '../platform/calendar.js';
import { leaveDays } from '../modules/leave/index.js';
import type { Repositories } from '../wiring/repositories.js';
import { DEMO_ACCOUNTS } from './demo-data.js';

/** Yearly allowances per leave type (issue 38): everyone's default, and the demo employee's own where it differs. */
const DEFAULT_ALLOWANCES = { VACATION: 25, SICK: 10, OTHER: 3 } as const;
const EMPLOYEE_VACATION = 28;

/**
 * Allowances, and pending requests for the demo manager's reports (Marcus Reed, manager@example.com), so the leave
 * pages can be tried on `pnpm start` data: from the Monday three weeks on, a few days each, one with a half day.
 */
export async function seedLeave(repos: Repositories, userIds: readonly number[], today: string): Promise<number> {
  for (const [leaveType, days] of Object.entries(DEFAULT_ALLOWANCES) as [keyof typeof DEFAULT_ALLOWANCES, number][]) {
    await repos.leave.setAllowance(null, leaveType, days);
  }
  const employee = userIds[DEMO_ACCOUNTS.findIndex((account) => account.role === 'EMPLOYEE')];
  if (employee !== undefined) await repos.leave.setAllowance(employee, 'VACATION', EMPLOYEE_VACATION);
  const manager = userIds[DEMO_ACCOUNTS.findIndex((account) => account.role === 'MANAGER')];
  if (manager === undefined) return 0;
  const reports = (await repos.leave.reportsOf(manager)).slice(0, 4);
  const start = addDays(mondayOf(today), 21);
  const holidays = new Set<string>();
  let requested = 0;
  for (const [n, userId] of reports.entries()) {
    const dates = { startDate: addDays(start, 7 * n + 1), endDate: addDays(start, 7 * n + 3), halfDayStart: false, halfDayEnd: n === 1 };
    // A request stays within one year (leave/rules.ts): near the new year one may not.
    if (dates.startDate.slice(0, 4) !== dates.endDate.slice(0, 4)) continue;
    const leaveType = n === 2 ? 'OTHER' : 'VACATION';
    const note = n === 0 ? 'Family visit' : null;
    await repos.leave.insert({ ...dates, userId, leaveType, days: leaveDays(dates, holidays), note });
    requested += 1;
  }
  return requested;
}
