import type { Database } from '../../platform/db/client.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/auth/auth-plugin.js';
import { createTimesheetsRepository } from './timesheets-repository.js';
import type { ReviewStatus } from '@portal/shared-contracts';
import { assertMayReview, reviewReason } from './rules.js';
import { datesOfIsoWeek } from './week-dates.js';

type Review = { status: ReviewStatus; reason: string | undefined };

/**
 * Approves or rejects entries, all or none: a partly applied bulk review would leave the reviewer unsure what
 * happened. Only SUBMITTED entries of other people, and only by an admin or each owner's line manager
 * (rules.ts, assertMayReview). Returns how many changed.
 */
export async function reviewTimesheets(db: Database, reviewer: AuthUser, ids: number[], status: ReviewStatus, reason: string | undefined): Promise<number> {
  const rejectionReason = reviewReason(status, reason);
  const single = ids.length === 1;
  return db.transaction(async (tx) => {
    const repo = createTimesheetsRepository(tx);
    const entries = await repo.reviewSubjects(ids);
    if (entries.length < ids.length) throw new NotFoundError(single ? 'Timesheet not found.' : 'Some of the selected timesheets no longer exist.');
    assertMayReview(reviewer, entries);
    if (entries.some((entry) => entry.status !== 'SUBMITTED')) {
      throw new ConflictError(
        single
          ? 'Only submitted timesheets can be approved or rejected; this one has already been reviewed.'
          : 'Only submitted timesheets can be approved or rejected; some of the selected ones have already been reviewed.',
      );
    }
    const changed = await repo.review(ids, reviewer.id, status, rejectionReason);
    return changed.length;
  });
}

export const NOTHING_TO_REVIEW = 'There are no submitted timesheets in this week to approve or reject.';

/**
 * Approves or rejects a person's week (issue 38): every SUBMITTED entry of theirs dated in the ISO week, all or none,
 * under the same rule as single entries. Returns the ids changed, for the audit log.
 */
export async function reviewWeek(db: Database, reviewer: AuthUser, target: { userId: number; week: string }, review: Review): Promise<number[]> {
  const rejectionReason = reviewReason(review.status, review.reason);
  const dates = datesOfIsoWeek(target.week);
  return db.transaction(async (tx) => {
    const repo = createTimesheetsRepository(tx);
    const person = await repo.reviewedPerson(target.userId);
    if (!person) throw new NotFoundError('User not found.');
    assertMayReview(reviewer, [person]);
    const ids = await repo.submittedBetween(target.userId, dates[0]!, dates[6]!);
    if (ids.length === 0) throw new ConflictError(NOTHING_TO_REVIEW);
    await repo.review(ids, reviewer.id, review.status, rejectionReason);
    return ids;
  });
}
