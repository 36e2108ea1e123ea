import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Button, Space, Typography } from '@portal/shared-ui';
import { shiftMonth, thisMonth } from '../utils/calendar-params';

type Props = { month: string; onChange: (month: string) => void };

/** Previous / this / next month; the month's name is announced when it changes. */
export function MonthSwitcher({ month, onChange }: Props) {
  return (
    <Space wrap>
      <Button aria-label="Previous month" icon={<LeftOutlined />} onClick={() => onChange(shiftMonth(month, -1))} />
      <Typography.Text strong aria-live="polite" style={{ minWidth: 120, display: 'inline-block', textAlign: 'center' }}>
        {dayjs(`${month}-01`).format('MMMM YYYY')}
      </Typography.Text>
      <Button aria-label="Next month" icon={<RightOutlined />} onClick={() => onChange(shiftMonth(month, 1))} />
      <Button disabled={month === thisMonth()} onClick={() => onChange(thisMonth())}>This month</Button>
    </Space>
  );
}
