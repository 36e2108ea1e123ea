import { failureMessageOf } from '@portal/shared-auth';
import { useNotify } from '@portal/shared-ui';
import {
  useReviewTimesheetMutation,
  useReviewTimesheetsMutation,
  useReviewTimesheetWeekMutation,
  type ReviewStatus,
  type WeekStatusChange,
} from '../api/timesheets-api';

/** A person's week under review: whose (their name for the messages) and which ISO week. */
export type ReviewedWeek = Pick<WeekStatusChange, 'userId' | 'week'> & { name: string };

const failureTitle = (status: ReviewStatus) => (status === 'APPROVED' ? 'Approval failed' : 'Rejection failed');
const outcome = (count: number, status: ReviewStatus) =>
  `${count === 1 ? 'Timesheet' : `${count} timesheets`} ${status === 'APPROVED' ? 'approved' : 'rejected'}`;

/**
 * Approves or rejects one entry, a selection or a person's week; tells the user how it went. Resolves true on
 * success.
 */
export function useReviewTimesheets() {
  const notify = useNotify();
  const [reviewOne, one] = useReviewTimesheetMutation();
  const [reviewMany, many] = useReviewTimesheetsMutation();
  const [reviewWeekOf, week] = useReviewTimesheetWeekMutation();

  const review = async (ids: number[], status: ReviewStatus, reason?: string): Promise<boolean> => {
    const [first] = ids;
    const result = ids.length === 1 && first !== undefined ? await reviewOne({ id: first, status, reason }) : await reviewMany({ ids, status, reason });
    if (result.error) {
      notify.error(failureTitle(status), failureMessageOf(result.error, 'Please try again.'));
      return false;
    }
    notify.success(outcome(ids.length, status));
    return true;
  };

  const reviewWeek = async ({ userId, week: isoWeek, name }: ReviewedWeek, status: ReviewStatus, reason?: string): Promise<boolean> => {
    const result = await reviewWeekOf({ userId, week: isoWeek, status, reason });
    if (result.error) {
      notify.error(failureTitle(status), failureMessageOf(result.error, 'Please try again.'));
      return false;
    }
    notify.success(outcome(result.data.updated, status), `${name}, week ${isoWeek}`);
    return true;
  };

  return { review, reviewWeek, busy: one.isLoading || many.isLoading || week.isLoading };
}
