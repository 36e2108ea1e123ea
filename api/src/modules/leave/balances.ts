import { LEAVE_TYPES, type LeaveBalance, type LeaveType } from '@portal/shared-contracts';
import type { LeaveRepository } from './leave-repository.js';
import { balanceOf, carryOverFrom } from './rules.js';

/**
 * The person's balance of every leave type in the year: their own allowance where an admin set one, else the
 * default, else none; the days of their requests starting in the year; what carries over from the year before.
 */
export async function balancesOf(repo: LeaveRepository, userId: number, year: number): Promise<LeaveBalance[]> {
  const [allowances, taken, takenLastYear] = await Promise.all([repo.allowances(userId), repo.daysTaken(userId, year), repo.daysTaken(userId, year - 1)]);
  const allowanceOf = (leaveType: LeaveType) =>
    (allowances.find((row) => row.userId === userId && row.leaveType === leaveType) ?? allowances.find((row) => row.userId === null && row.leaveType === leaveType))?.days ?? 0;
  return LEAVE_TYPES.map((leaveType) => {
    const allowance = allowanceOf(leaveType);
    const days = taken.find((row) => row.leaveType === leaveType) ?? { approved: 0, pending: 0 };
    const lastYear = takenLastYear.find((row) => row.leaveType === leaveType);
    const carryOver = carryOverFrom(leaveType, { allowance, taken: (lastYear?.approved ?? 0) + (lastYear?.pending ?? 0) });
    return balanceOf(leaveType, { allowance, carryOver, approved: days.approved, pending: days.pending });
  });
}

/** One type's balance. */
export async function balanceOfType(repo: LeaveRepository, userId: number, year: number, leaveType: LeaveType): Promise<LeaveBalance> {
  const balances = await balancesOf(repo, userId, year);
  return balances.find((balance) => balance.leaveType === leaveType)!;
}
