import { useFormikContext } from 'formik';
import { Alert, Typography } from '@portal/shared-ui';
import { failureMessageOf } from '@portal/shared-auth';
import { useGetLeaveQuoteQuery } from '../../api/leave-api';
import { daysText, leaveTypeLabel } from '../shared/leave-labels';
import { quoteOf, type RequestLeaveValues } from './request-leave-schema';

/**
 * What the request being filled in would take and leave, as the API counts it (weekends and public holidays left
 * out, a half day 0.5), or the reason it would refuse it. Announced politely as it changes.
 */
export function LeaveQuotePreview() {
  const { values } = useFormikContext<RequestLeaveValues>();
  const query = quoteOf(values);
  const { data, error, isFetching } = useGetLeaveQuoteQuery(query ?? { leaveType: 'VACATION', startDate: '', endDate: '' }, { skip: !query });
  return (
    <div role="status" aria-live="polite" aria-label="Working days and balance" style={{ minHeight: 40, marginBottom: 16 }}>
      {!query ? (
        <Typography.Text type="secondary">Choose the type and dates to see the working days it takes and the balance left.</Typography.Text>
      ) : isFetching ? (
        <Typography.Text type="secondary">Counting working days...</Typography.Text>
      ) : error ? (
        <Alert type="warning" showIcon title={failureMessageOf(error, 'The working days could not be counted. Please try again.')} />
      ) : data ? (
        <Alert
          type="info"
          showIcon
          title={`Takes ${daysText(data.days)}; ${daysText(data.balance.remaining)} of ${leaveTypeLabel(data.balance.leaveType)} left after it.`}
        />
      ) : null}
    </div>
  );
}
