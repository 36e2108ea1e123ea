import type { Database } from '../../platform/db/client.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/auth/auth-plugin.js';
import { createTimesheetsRepository } from './timesheets-repository.js';
import type { ReviewStatus } from '@portal/shared-contracts';
import { reviewReason } from './rules.js';

/**
 * Approves or rejects entries, all or none: a partly applied bulk review would leave the admin unsure what happened.
 * Only SUBMITTED entries of other people can be reviewed. Returns how many changed.
 */
export async function reviewTimesheets(db: Database, reviewer: AuthUser, ids: number[], status: ReviewStatus, reason: string | undefined): Promise<number> {
  const rejectionReason = reviewReason(status, reason);
  const single = ids.length === 1;
  return db.transaction(async (tx) => {
    const repo = createTimesheetsRepository(tx);
    const entries = await repo.ownersAndStatuses(ids);
    if (entries.length < ids.length) throw new NotFoundError(single ? 'Timesheet not found.' : 'Some of the selected timesheets no longer exist.');
    if (entries.some((entry) => entry.userId === reviewer.id)) {
      throw new ForbiddenError('You cannot approve or reject your own timesheets.');
    }
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
