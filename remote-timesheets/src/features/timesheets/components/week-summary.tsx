import dayjs from 'dayjs';
import { useCurrentUser } from '@portal/shared-auth';
import { Alert, Space, Typography, toApiDate } from '@portal/shared-ui';
import type { UtilisationFigures } from '@portal/shared-contracts';
import { useGetOwnWeeksQuery } from '../api/week-summary-api';

const hours = (value: number) => `${Math.round(value * 100) / 100} h`;

/** "31.5 h of 40 h", and for a week that has ended how many are missing when fewer were logged than expected. */
export function weekLine(figures: UtilisationFigures, ended: boolean): string {
  const expected = figures.capacity ?? 0;
  const missing = Math.round((expected - figures.logged) * 100) / 100;
  return `${hours(figures.logged)} of ${hours(expected)}${ended && missing > 0 ? ` (${hours(missing)} missing)` : ''}`;
}

/** Monday of last week, for the range of this week and the one before. */
const lastMonday = () => {
  const today = dayjs();
  return today.subtract(((today.day() + 6) % 7) + 7, 'day');
};

/**
 * My Timesheet's summary: hours logged (submitted or approved) against the hours expected of the person this week
 * and last (their contracted week less holidays and time off), from their own row of the utilisation report.
 */
export function WeekSummary() {
  const user = useCurrentUser();
  const { data, isError } = useGetOwnWeeksQuery(
    { from: toApiDate(lastMonday()), to: toApiDate(dayjs()), userId: user?.id ?? 0 },
    { skip: !user },
  );
  if (isError) return <Alert type="warning" showIcon title="Your hours this week could not be loaded." />;
  const [last, current] = data?.data[0]?.periods ?? [];
  if (!last || !current) return null;
  return (
    <Space size="large" wrap aria-label="Hours logged against hours expected">
      <Typography.Text>
        <Typography.Text strong>This week: </Typography.Text>
        {weekLine(current, false)}
      </Typography.Text>
      <Typography.Text>
        <Typography.Text strong>Last week: </Typography.Text>
        {weekLine(last, true)}
      </Typography.Text>
    </Space>
  );
}
