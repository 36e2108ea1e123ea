import { Space, Tag, Tooltip, Typography } from '@portal/shared-ui';
import { WarningOutlined } from '@ant-design/icons';

/**
 * The employee's total hours on their busiest working day in this range, and that as a percentage of a standard
 * working day; over 100 % means the person is over-allocated.
 */
export function CapacityCell({ percentage, hoursPerDay }: { percentage: number; hoursPerDay: number }) {
  const over = percentage > 100;
  return (
    <Tooltip title={`${hoursPerDay} h allocated on the busiest working day`}>
      <Space size={4} wrap={false}>
        <Typography.Text type={over ? 'danger' : undefined}>{`${hoursPerDay} h/day`}</Typography.Text>
        {over ? (
          <Tag color="red" icon={<WarningOutlined aria-hidden />}>
            {percentage}% over-allocated
          </Tag>
        ) : (
          <Tag color={percentage === 100 ? 'gold' : 'green'}>{percentage}%</Tag>
        )}
      </Space>
    </Tooltip>
  );
}
