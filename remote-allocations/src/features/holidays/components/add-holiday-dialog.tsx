import { FormDialog, FormikDatePicker, FormikInput, useNotify } from '@portal/shared-ui';
import { asApiError, formFailureOf, showFieldErrors } from '@portal/shared-auth';
import type { FormikHelpers } from 'formik';
import { useAddHolidayMutation } from '../api/holidays-api';
import { EMPTY_HOLIDAY, holidayFormSchema, type HolidayFormValues } from './holiday-form-schema';

type Props = { onClose: () => void };

const DATE_TAKEN = 'A holiday on this date already exists.';

/** Add Holiday: a date and a name; a date already on the list is said on the Date field. */
export function AddHolidayDialog({ onClose }: Props) {
  const notify = useNotify();
  const [addHoliday] = useAddHolidayMutation();

  const handleSubmit = async (values: HolidayFormValues, helpers: FormikHelpers<HolidayFormValues>) => {
    const result = await addHoliday({ date: values.date!, name: values.name.trim() });
    if (!result.error) {
      notify.success('Holiday added');
      onClose();
      return;
    }
    const failure = formFailureOf(result.error, { fields: ['date', 'name'], generic: 'The holiday was not saved. Please try again.' });
    const taken = asApiError(result.error)?.status === 409;
    notify.error('Failed to add holiday', taken ? DATE_TAKEN : failure.message);
    showFieldErrors(helpers, taken ? { ...failure.fieldErrors, date: DATE_TAKEN } : failure.fieldErrors);
  };

  return (
    <FormDialog<HolidayFormValues>
      mode="create"
      title="Add Holiday"
      intro="The day counts towards nobody's capacity and no allocation's planned hours."
      width={520}
      initialValues={EMPTY_HOLIDAY}
      validationSchema={holidayFormSchema}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {() => (
        <>
          <FormikDatePicker name="date" label="Date" required />
          <FormikInput name="name" label="Name" required />
        </>
      )}
    </FormDialog>
  );
}
