import { Alert, Button, Table, Tooltip, Typography, formatDisplayDate, titleCase } from '@portal/shared-ui';
import { DeleteOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { TimeOff } from '@portal/shared-contracts';

type Props = {
  rows: readonly TimeOff[] | undefined;
  loading: boolean;
  failed: boolean;
  emptyText: string;
  /** Left out where the list is read-only (My Profile). */
  onDelete?: (timeOff: TimeOff) => void;
};

const rangeText = (row: TimeOff) => `${formatDisplayDate(row.startDate)} to ${formatDisplayDate(row.endDate)}`;

/** A person's time off, earliest first: dates as the portal shows them, the kind in words, the note. */
export function TimeOffTable({ rows, loading, failed, emptyText, onDelete }: Props) {
  const columns: ColumnsType<TimeOff> = [
    { title: 'Start Date', dataIndex: 'startDate', render: (date: string) => formatDisplayDate(date) },
    { title: 'End Date', dataIndex: 'endDate', render: (date: string) => formatDisplayDate(date) },
    { title: 'Kind', dataIndex: 'kind', render: (kind: string) => titleCase(kind) },
    { title: 'Note', dataIndex: 'note', render: (note: string | null) => note || '—' },
  ];
  if (onDelete) {
    columns.push({
      title: 'Action',
      key: 'action',
      width: 80,
      render: (_value, row) => (
        <Tooltip title="Delete">
          <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete time off ${rangeText(row)}`} onClick={() => onDelete(row)} />
        </Tooltip>
      ),
    });
  }

  if (failed) return <Alert type="error" title="Failed to fetch time off. Please try again." showIcon />;
  return (
    <Table<TimeOff>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows ? [...rows] : []}
      loading={{ spinning: loading, description: 'Loading time off...' }}
      // antd's own empty text is #bfbfbf on white (1.83:1); the theme's secondary text passes AA.
      locale={{ emptyText: loading ? null : <Typography.Text type="secondary">{emptyText}</Typography.Text> }}
      pagination={{ hideOnSinglePage: true, pageSize: 10 }}
      scroll={{ x: true }}
    />
  );
}
