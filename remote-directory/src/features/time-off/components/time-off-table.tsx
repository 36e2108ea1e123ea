import { Alert, type ListCard, type RowAction, RowActionButtons, Typography, titleCase } from '@portal/shared-ui';
import { ResponsiveList } from '@portal/shared-ui/lists';
import { DeleteOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { TimeOff } from '@portal/shared-contracts';
import { leaveDatesText } from '../../leave';

type Props = {
  rows: readonly TimeOff[] | undefined;
  loading: boolean;
  failed: boolean;
  emptyText: string;
  /** Left out where the list is read-only (My Profile). */
  onDelete?: (timeOff: TimeOff) => void;
};

const PAGE_SIZE = 10;

/** A phone's card of a time off: its kind, dates and note. */
const CARD: ListCard<TimeOff> = { title: ['kind'], fields: ['dates', 'note'], rowName: (row) => `time off ${leaveDatesText(row)}` };

/** A person's time off, earliest first: dates as the portal shows them with its half days, the kind in words, the note. */
export function TimeOffTable({ rows, loading, failed, emptyText, onDelete }: Props) {
  const actionsOf = (row: TimeOff): RowAction[] =>
    onDelete
      ? [{ key: 'delete', label: 'Delete', name: `Delete time off ${leaveDatesText(row)}`, icon: <DeleteOutlined aria-hidden />, danger: true, onClick: () => onDelete(row) }]
      : [];
  const columns: ColumnsType<TimeOff> = [
    { title: 'Dates', key: 'dates', render: (_value, row) => leaveDatesText(row) },
    { title: 'Kind', dataIndex: 'kind', render: (kind: string) => titleCase(kind) },
    { title: 'Note', dataIndex: 'note', render: (note: string | null) => note || '—' },
  ];
  if (onDelete) {
    columns.push({
      title: 'Action',
      key: 'action',
      width: 80,
      render: (_value, row) => <RowActionButtons actions={actionsOf(row)} />,
    });
  }

  if (failed) return <Alert type="error" title="Failed to fetch time off. Please try again." showIcon />;
  // antd's own empty text is #bfbfbf on white (1.83:1); the theme's secondary text passes AA.
  const empty = loading ? null : <Typography.Text type="secondary">{emptyText}</Typography.Text>;
  return (
    <ResponsiveList<TimeOff>
      columns={columns}
      card={{ ...CARD, actions: actionsOf }}
      rows={rows ?? []}
      loading={loading}
      loadingText="Loading time off..."
      emptyText={empty}
      clientPageSize={PAGE_SIZE}
      table={{ size: 'small' }}
    />
  );
}
