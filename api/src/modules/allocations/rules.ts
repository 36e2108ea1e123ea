import { InputError, type FieldProblem } from '../../platform/errors.js';
import { weekdaysBetween } from '../../platform/calendar.js';
import { capacityPercentage } from '../capacity/index.js';
import type { AllocationSpan, AllocationsRepository } from './allocations-repository.js';
import type { CapacityPreviewItem } from '@portal/shared-contracts';

/** Projects in these states are finished: nobody can be newly allocated to them. */
const CLOSED_PROJECT_STATUSES = new Set(['COMPLETED', 'CANCELLED']);

export const ALLOCATION_NOT_FOUND = 'Allocation not found.';
export const END_BEFORE_START = 'End Date should not be less than Start Date.';

/** A 400 whose message is the first problem, so a caller that shows only `message` still names the bad entry. */
function rejectWith(problems: FieldProblem[]): never {
  throw new InputError(problems[0]!.message, problems);
}

// Bounds the per-day capacity arithmetic (here and in the list's SQL) so one request cannot ask for millennia of days.
const MAX_SPAN_YEARS = 5;

export function assertDateOrder(startDate: string, endDate: string): void {
  if (endDate < startDate) rejectWith([{ field: 'endDate', message: END_BEFORE_START }]);
  const limit = `${Number(startDate.slice(0, 4)) + MAX_SPAN_YEARS}${startDate.slice(4)}`;
  if (endDate > limit) rejectWith([{ field: 'endDate', message: `An allocation cannot span more than ${MAX_SPAN_YEARS} years.` }]);
}

export function assertEachUserOnce(userIds: number[]): void {
  const problems = userIds.flatMap((userId, index) =>
    userIds.indexOf(userId) < index ? [{ field: `users.${index}.userId`, message: `Employee ${userId} is listed more than once.` }] : [],
  );
  if (problems.length > 0) rejectWith(problems);
}

type UserToCheck = { userId: number; field: string };

/**
 * New allocations go only to existing, active employees on existing projects that are not completed or cancelled.
 * Every problem is reported, each naming its field (e.g. `users.1.userId`).
 */
export async function assertAssignable(repo: AllocationsRepository, usersToCheck: UserToCheck[], project?: { projectId: number; field: string }) {
  const problems: FieldProblem[] = [];
  const found = new Map((await repo.findAssignees(usersToCheck.map((u) => u.userId))).map((u) => [u.id, u]));
  for (const { userId, field } of usersToCheck) {
    const user = found.get(userId);
    if (!user) problems.push({ field, message: `Employee ${userId} does not exist.` });
    else if (!user.active) problems.push({ field, message: `${user.name} is inactive and cannot receive new allocations.` });
  }
  if (project) {
    const row = await repo.findProject(project.projectId);
    if (!row) problems.push({ field: project.field, message: `Project ${project.projectId} does not exist.` });
    else if (CLOSED_PROJECT_STATUSES.has(row.status)) {
      problems.push({ field: project.field, message: `Project ${row.name} is ${row.status.toLowerCase()} and cannot receive new allocations.` });
    }
  }
  if (problems.length > 0) rejectWith(problems);
}

/** `weeklyHours`: the person's contracted week, which their capacity is measured against. */
type Assignee = { userId: number; allocationHours: number; weeklyHours: number };

/**
 * Each employee's busiest working day in [startDate, endDate] once the new hours are added to what they already
 * have there (the same peak the list shows as hoursPerDay). Over 100 % is allowed; the client asks for confirmation.
 */
export function projectCapacity(
  existing: AllocationSpan[],
  assignees: Assignee[],
  range: { startDate: string; endDate: string },
): CapacityPreviewItem[] {
  const days = weekdaysBetween(range.startDate, range.endDate);
  return assignees.map(({ userId, allocationHours, weeklyHours }) => {
    const theirs = existing.filter((span) => span.userId === userId);
    let peak = 0;
    for (const day of days) {
      const booked = theirs.reduce((sum, span) => (span.startDate <= day && day <= span.endDate ? sum + span.allocationHours : sum), 0);
      peak = Math.max(peak, booked + allocationHours);
    }
    return { userId, hoursPerDay: peak, capacityPercentage: capacityPercentage(peak, weeklyHours) };
  });
}
