import type { FormikHelpers } from 'formik';
import { formFailureOf, showFieldErrors } from '@portal/shared-auth';
import { useNotify } from '@portal/shared-ui';
import { useAddTimesheetMutation, useUpdateTimesheetMutation, type Timesheet } from '../api/timesheets-api';
import type { TimesheetFormValues } from '../components/timesheet-form-schema';

type Names = { userName: string; projectName: string };

/**
 * Saves the dialog's values. On failure the server's message is shown and its field problems land on the fields,
 * and the dialog stays open with the input (spec §8 ignores save errors silently; users need to know).
 * Resolves true once saved.
 */
export function useSaveTimesheet(editing: Timesheet | undefined) {
  const notify = useNotify();
  const [addTimesheet] = useAddTimesheetMutation();
  const [updateTimesheet] = useUpdateTimesheetMutation();

  return async (values: TimesheetFormValues, helpers: FormikHelpers<TimesheetFormValues>, names: Names): Promise<boolean> => {
    const payload = {
      userId: Number(values.userId),
      projectId: Number(values.projectId),
      ...names,
      date: values.date ?? '',
      hours: Number(values.hours),
      status: editing?.status ?? ('SUBMITTED' as const),
      description: values.description.trim(),
    };
    const result = editing ? await updateTimesheet({ id: editing.id, ...payload }) : await addTimesheet(payload);
    if (result.error) {
      const failure = formFailureOf(result.error, { fields: Object.keys(values), generic: 'Please try again.' });
      showFieldErrors(helpers, failure.fieldErrors);
      notify.error(editing ? 'Failed to update timesheet' : 'Failed to create timesheet', failure.message);
      return false;
    }
    notify.success(editing ? 'Timesheet updated successfully' : 'Timesheet created successfully');
    return true;
  };
}
