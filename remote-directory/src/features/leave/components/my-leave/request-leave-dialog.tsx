import type { FormikHelpers } from 'formik';
import { FormDialog, FormikSelect, FormikTextArea, useNotify } from '@portal/shared-ui';
import { formFailureOf, showFieldErrors } from '@portal/shared-auth';
import { MAX_LENGTH } from '@portal/shared-contracts/values';
import { useRequestLeaveMutation } from '../../api/leave-api';
import { HalfDayDateFields } from '../shared/half-day-date-fields';
import { daysText, LEAVE_TYPE_OPTIONS, leaveTypeLabel } from '../shared/leave-labels';
import { LeaveQuotePreview } from './leave-quote-preview';
import { EMPTY_REQUEST, REQUEST_LEAVE_FIELDS, requestLeavePayload, requestLeaveSchema, type RequestLeaveValues } from './request-leave-schema';

/** Asks for time off: type, dates, half days and a note, with the working days and balance shown before sending. */
export function RequestLeaveDialog({ onClose }: { onClose: () => void }) {
  const notify = useNotify();
  const [requestLeave] = useRequestLeaveMutation();

  const handleSubmit = async (values: RequestLeaveValues, helpers: FormikHelpers<RequestLeaveValues>) => {
    try {
      const { request, balance } = await requestLeave(requestLeavePayload(values)).unwrap();
      notify.success('Leave requested', `${daysText(request.days)} of ${leaveTypeLabel(request.leaveType)} requested; ${daysText(balance.remaining)} left.`);
      onClose();
    } catch (caught) {
      const failure = formFailureOf(caught, { fields: REQUEST_LEAVE_FIELDS, generic: 'Please try again.' });
      showFieldErrors(helpers, failure.fieldErrors);
      notify.error('Failed to request leave', failure.message);
    }
  };

  return (
    <FormDialog<RequestLeaveValues>
      mode="create"
      title="Request Time Off"
      intro="Your line manager decides on it; you can withdraw it while it waits."
      width={560}
      initialValues={EMPTY_REQUEST}
      validationSchema={requestLeaveSchema}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {() => (
        <>
          <FormikSelect name="leaveType" label="Leave Type" required placeholder="Select Leave Type" options={LEAVE_TYPE_OPTIONS} />
          <HalfDayDateFields />
          <LeaveQuotePreview />
          <FormikTextArea name="note" label="Note" rows={3} maxLength={MAX_LENGTH.timeOffNote} showCount />
        </>
      )}
    </FormDialog>
  );
}
