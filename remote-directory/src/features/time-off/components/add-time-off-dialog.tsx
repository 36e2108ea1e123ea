import type { FormikHelpers } from 'formik';
import { FormDialog, FormikSelect, FormikTextArea, titleCase, useNotify } from '@portal/shared-ui';
import { formFailureOf, showFieldErrors } from '@portal/shared-auth';
import { MAX_LENGTH, TIME_OFF_KINDS } from '@portal/shared-contracts/values';
import { useAddTimeOffMutation } from '../api/time-off-api';
import { HalfDayDateFields } from '../../leave';
import { EMPTY_TIME_OFF, TIME_OFF_FORM_FIELDS, timeOffFormSchema, timeOffPayload, type TimeOffFormValues } from './time-off-form-schema';

const KIND_OPTIONS = TIME_OFF_KINDS.map((kind) => ({ value: kind, label: titleCase(kind) }));

type Props = { userId: number; personName: string; onClose: () => void };

/** Records a person's absence; a refusal (a bad date, an overlap with their other time off) lands on the fields. */
export function AddTimeOffDialog({ userId, personName, onClose }: Props) {
  const notify = useNotify();
  const [addTimeOff] = useAddTimeOffMutation();

  const handleSubmit = async (values: TimeOffFormValues, helpers: FormikHelpers<TimeOffFormValues>) => {
    try {
      await addTimeOff({ userId, body: timeOffPayload(values) }).unwrap();
      notify.success('Time off added');
      onClose();
    } catch (caught) {
      const failure = formFailureOf(caught, { fields: TIME_OFF_FORM_FIELDS, generic: 'Please try again.' });
      showFieldErrors(helpers, failure.fieldErrors);
      notify.error('Failed to add time off', failure.message);
    }
  };

  return (
    <FormDialog<TimeOffFormValues>
      mode="create"
      title="Add Time Off"
      intro={`The working days of ${personName} in this range count towards no capacity and no planned hours, a half day half.`}
      width={560}
      initialValues={EMPTY_TIME_OFF}
      validationSchema={timeOffFormSchema}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {() => (
        <>
          <HalfDayDateFields oneDayHalvedAtStart />
          <FormikSelect name="kind" label="Kind" required placeholder="Select Kind" options={KIND_OPTIONS} />
          <FormikTextArea name="note" label="Note" rows={3} maxLength={MAX_LENGTH.timeOffNote} showCount />
        </>
      )}
    </FormDialog>
  );
}
