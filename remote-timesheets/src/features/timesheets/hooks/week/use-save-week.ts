import { asApiError, formFailureOf } from '@portal/shared-auth';
import { useNotify } from '@portal/shared-ui';
import type { TimesheetWeek } from '@portal/shared-contracts';
import { WEEK_CHANGED } from '@portal/shared-contracts/values';
import { useSaveMyTimesheetWeekMutation } from '../../api/timesheets-api';
import { savePayload, unreadableCells, type GridRow } from '../../utils/week/grid-model';
import { weekErrorsOf, type WeekErrors } from '../../utils/week/week-errors';

/** How a save ended: saved, refused with problems to show on the grid, or refused because the week changed. */
export type SaveOutcome = { saved: TimesheetWeek } | { errors: WeekErrors } | { changed: string } | { failed: true };

/**
 * Saves the whole grid in one request. Text that is no amount of hours stops it before sending; the server's
 * problems come back by cell; anything else is a notification, and the grid keeps what was typed.
 */
export function useSaveWeek(week: string) {
  const notify = useNotify();
  const [saveWeek, { isLoading }] = useSaveMyTimesheetWeekMutation();

  const save = async (version: string, rows: GridRow[]): Promise<SaveOutcome> => {
    const unreadable = unreadableCells(rows);
    if (Object.keys(unreadable).length > 0) return { errors: { byKey: unreadable, other: [] } };
    const result = await saveWeek({ week, body: savePayload(version, rows) });
    if (result.data) {
      notify.success('Week saved');
      return { saved: result.data };
    }
    const error = asApiError(result.error);
    const failure = formFailureOf(result.error, { fields: () => true, generic: 'Please try again.' });
    if (error?.status === 409 && error.code === WEEK_CHANGED) return { changed: failure.message };
    if (error?.status === 400 && Object.keys(failure.fieldErrors).length > 0) return { errors: weekErrorsOf(failure.fieldErrors, rows) };
    notify.error('Failed to save the week', failure.message);
    return { failed: true };
  };

  return { save, saving: isLoading };
}
