import { useState } from 'react';
import { Alert, Button, formatDisplayDate, type ListCard, type RowAction, RowActionButtons, Typography } from '@portal/shared-ui';
import { ResponsiveList } from '@portal/shared-ui/lists';
import { DeleteOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useGetHolidaysQuery, type Holiday } from '../api/holidays-api';
import { DeleteHolidayDialog } from './delete-holiday-dialog';

/** A phone's card of a holiday: its name, date and weekday. */
const CARD: ListCard<Holiday> = { title: ['name'], fields: ['date', 'weekday'], rowName: (holiday) => holiday.name };

type Props = { year: number; canEdit: boolean };

/** The year's public holidays by date; an admin may delete each. */
export function HolidaysTable({ year, canEdit }: Props) {
  const { data, isFetching, isError, refetch } = useGetHolidaysQuery({ from: `${year}-01-01`, to: `${year}-12-31` });
  const [toDelete, setToDelete] = useState<Holiday | null>(null);
  const holidays = [...(data?.data ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const actionsOf = (row: Holiday): RowAction[] => [
    { key: 'delete', label: 'Delete', name: `Delete ${row.name}`, icon: <DeleteOutlined aria-hidden />, danger: true, onClick: () => setToDelete(row) },
  ];

  const columns: ColumnsType<Holiday> = [
    { title: 'Date', dataIndex: 'date', render: formatDisplayDate },
    { title: 'Weekday', key: 'weekday', render: (_value, row) => dayjs(row.date).format('dddd') },
    { title: 'Name', dataIndex: 'name' },
  ];
  if (canEdit) {
    columns.push({
      title: 'Action',
      key: 'action',
      width: 96,
      render: (_value, row) => <RowActionButtons actions={actionsOf(row)} />,
    });
  }

  const error = isError ? (
    <Alert type="error" showIcon title="Failed to fetch public holidays" action={<Button size="small" onClick={() => void refetch()}>Retry</Button>} />
  ) : null;
  // The theme's secondary text meets 4.5:1 contrast; antd's default placeholder grey does not.
  const emptyText = isFetching || isError ? null : <Typography.Text type="secondary">{`No public holidays in ${year}.`}</Typography.Text>;
  const deleteDialog = toDelete ? <DeleteHolidayDialog holiday={toDelete} onClose={() => setToDelete(null)} /> : null;

  return (
    <>
      <ResponsiveList<Holiday>
        columns={columns}
        card={canEdit ? { ...CARD, actions: actionsOf } : CARD}
        rows={isError ? [] : holidays}
        loading={isFetching}
        loadingText="Loading public holidays..."
        emptyText={emptyText}
        notice={error}
      />
      {deleteDialog}
    </>
  );
}
