import { Tag, Tooltip } from 'antd';
import { WarningOutlined } from '@ant-design/icons';

/** Capacity as a percentage of a standard working day; over 100 % means the person is over-allocated. */
export function CapacityCell({ percentage, hoursPerDay }: { percentage: number; hoursPerDay: number }) {
  if (percentage > 100) {
    return (
      <Tooltip title={`${hoursPerDay} h allocated on the busiest day`}>
        <Tag color="red" icon={<WarningOutlined />}>
          {percentage}% over-allocated
        </Tag>
      </Tooltip>
    );
  }
  return <Tag color={percentage === 100 ? 'gold' : 'green'}>{percentage}%</Tag>;
}
