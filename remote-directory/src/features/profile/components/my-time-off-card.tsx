import { Card } from '@portal/shared-ui';
import { TimeOffTable, useGetMyTimeOffQuery } from '../../time-off';

/** The signed-in person's own time off, read-only: admins and managers record it. */
export function MyTimeOffCard() {
  const { data, isFetching, isError } = useGetMyTimeOffQuery();
  return (
    <section aria-label="My Time Off">
      <Card title="My Time Off">
        <TimeOffTable rows={data?.data} loading={isFetching} failed={isError} emptyText="No time off recorded." />
      </Card>
    </section>
  );
}
