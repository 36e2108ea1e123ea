import { useState } from 'react';
import { Alert, Button, formatDisplayDate, Space, Table, Tooltip, Typography } from '@portal/shared-ui';
import { DeleteOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useGetHolidaysQuery, type Holiday } from '../api/holidays-api';
import { DeleteHolidayDialog } from './delete-holiday-dialog';

type Props = { year: number; canEdit: boolean };

/** The year's public holidays by date; an admin may delete each. */
export function HolidaysTable({ year, canEdit }: Props) {
  const { data, isFetching, isError, refetch } = useGetHolidaysQuery({ from: `${year}-01-01`, to: `${year}-12-31` });
  const [toDelete, setToDelete] = useState<Holiday | null>(null);
  const holidays = [...(data?.data ?? [])].sort((a, b) => a.date.localeCompare(b.date));

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
      render: (_value, row) => (
        <Tooltip title="Delete">
          <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${row.name}`} onClick={() => setToDelete(row)} />
        </Tooltip>
      ),
    });
  }

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {isError ? (
        <Alert
          type="error"
          showIcon
          title="Failed to fetch public holidays"
          action={<Button size="small" onClick={() => void refetch()}>Retry</Button>}
        />
      ) : null}
      <Table<Holiday>
        rowKey="id"
        columns={columns}
        dataSource={isError ? [] : holidays}
        loading={{ spinning: isFetching, description: 'Loading public holidays...' }}
        // The theme's secondary text meets 4.5:1 contrast; antd's default placeholder grey does not.
        locale={{ emptyText: isFetching || isError ? null : <Typography.Text type="secondary">{`No public holidays in ${year}.`}</Typography.Text> }}
        pagination={false}
        scroll={{ x: true }}
      />
      {toDelete ? <DeleteHolidayDialog holiday={toDelete} onClose={() => setToDelete(null)} /> : null}
    </Space>
  );
}
