import { failureMessageOf } from '@portal/shared-auth';
import { useNotify } from '@portal/shared-ui';
import { useReviewTimesheetMutation, useReviewTimesheetsMutation, type ReviewStatus } from '../api/timesheets-api';

/** Approves or rejects one entry or a selection; tells the user how it went. Resolves true on success. */
export function useReviewTimesheets() {
  const notify = useNotify();
  const [reviewOne, one] = useReviewTimesheetMutation();
  const [reviewMany, many] = useReviewTimesheetsMutation();

  const review = async (ids: number[], status: ReviewStatus, reason?: string): Promise<boolean> => {
    const [first] = ids;
    const result = ids.length === 1 && first !== undefined ? await reviewOne({ id: first, status, reason }) : await reviewMany({ ids, status, reason });
    if (result.error) {
      notify.error(status === 'APPROVED' ? 'Approval failed' : 'Rejection failed', failureMessageOf(result.error, 'Please try again.'));
      return false;
    }
    const subject = ids.length === 1 ? 'Timesheet' : `${ids.length} timesheets`;
    notify.success(`${subject} ${status === 'APPROVED' ? 'approved' : 'rejected'}`);
    return true;
  };

  return { review, busy: one.isLoading || many.isLoading };
}
