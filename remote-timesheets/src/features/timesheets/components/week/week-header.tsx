import { Button, DatePicker, Flex, Space, Typography, useTouchPicker } from '@portal/shared-ui';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { isoWeekOf, mondayOfIsoWeek, shiftIsoWeek, weekRangeLabel } from '../../utils/week/iso-week';
import { MONDAY_FIRST } from './monday-first';

type Props = { week: string; onWeekChange: (week: string) => void };

/** Previous week, This week, next week, a week picker and the week's dates. */
export function WeekHeader({ week, onWeekChange }: Props) {
  const thisWeek = isoWeekOf(dayjs());
  const touchPicker = useTouchPicker();
  return (
    <Flex align="center" gap={12} wrap>
      <Space.Compact>
        <Button icon={<LeftOutlined aria-hidden />} aria-label="Previous week" onClick={() => onWeekChange(shiftIsoWeek(week, -1))} />
        <Button onClick={() => onWeekChange(thisWeek)} aria-current={week === thisWeek ? 'date' : undefined}>
          This week
        </Button>
        <Button icon={<RightOutlined aria-hidden />} aria-label="Next week" onClick={() => onWeekChange(shiftIsoWeek(week, 1))} />
      </Space.Compact>
      <DatePicker
        picker="week"
        aria-label="Pick a week"
        allowClear={false}
        locale={MONDAY_FIRST}
        value={mondayOfIsoWeek(week)}
        format={(value) => isoWeekOf(value)}
        onChange={(value) => {
          if (value) onWeekChange(isoWeekOf(value));
        }}
        {...touchPicker}
      />
      <Typography.Text strong>{weekRangeLabel(week)}</Typography.Text>
    </Flex>
  );
}
