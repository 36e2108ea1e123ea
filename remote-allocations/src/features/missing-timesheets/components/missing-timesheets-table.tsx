import type { ReactNode } from 'react';
import { type CardSelection, formatDisplayDate, type ListCard, sortableColumn, titleCase, Typography } from '@portal/shared-ui';
import { ResponsiveList } from '@portal/shared-ui/lists';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { MissingTimesheetList, MissingTimesheetRow, MissingTimesheetsOrderBy } from '../api/missing-timesheets-api';
import type { useMissingParams } from '../hooks/use-missing-params';

/** A person-week: the table's row key. */
export const rowKeyOf = (row: MissingTimesheetRow) => `${row.userId}:${row.weekStart}`;

const hours = (value: number) => `${value} h`;

/** A phone's card of a person-week: who, which week, and the hours expected, logged and missing. */
const CARD: ListCard<MissingTimesheetRow> = {
  title: ['name'],
  fields: ['departmentName', 'weekStart', 'expected', 'logged', 'missing', 'lastReminderAt'],
  rowName: (row) => `${row.name}, week of ${formatDisplayDate(row.weekStart)}`,
};

type Props = {
  list: ReturnType<typeof useMissingParams>['list'];
  answer: MissingTimesheetList | undefined;
  loading: boolean;
  failed: boolean;
  selected: readonly MissingTimesheetRow[];
  onSelect: (rows: MissingTimesheetRow[]) => void;
  /** The range and search: above the table, in the phone's Filters panel. */
  filters: ReactNode;
  /** Beside them: the Send reminders button. */
  toolbar: ReactNode;
  /** Between them and the rows: what the last reminders did, a failed fetch. */
  notice: ReactNode;
};

/** People × ended weeks short of hours, selectable across pages for reminders. */
export function MissingTimesheetsTable({ list, answer, loading, failed, selected, onSelect, filters, toolbar, notice }: Props) {
  const columns: ColumnsType<MissingTimesheetRow> = [
    { title: 'Name', dataIndex: 'name', ...sortableColumn<MissingTimesheetsOrderBy>('name', list) },
    { title: 'Department', dataIndex: 'departmentName', render: (value: string | null) => (value ? titleCase(value) : '—') },
    { title: 'Week', dataIndex: 'weekStart', ...sortableColumn<MissingTimesheetsOrderBy>('weekStart', list), render: (value: string) => `Week of ${formatDisplayDate(value)}` },
    { title: 'Expected', dataIndex: 'expected', align: 'right', render: hours },
    { title: 'Logged', dataIndex: 'logged', align: 'right', render: hours },
    { title: 'Missing', dataIndex: 'missing', align: 'right', ...sortableColumn<MissingTimesheetsOrderBy>('missing', list), render: hours },
    {
      title: 'Last reminder',
      dataIndex: 'lastReminderAt',
      render: (value: string | null) => (value ? dayjs(value).format('MM-DD-YYYY HH:mm') : <Typography.Text type="secondary">Never</Typography.Text>),
    },
  ];
  const shownKeys = new Set((answer?.data ?? []).map(rowKeyOf));
  const checkboxLabel = (row: MissingTimesheetRow) => `Select ${row.name}, week of ${formatDisplayDate(row.weekStart)}`;
  // The theme's secondary text meets 4.5:1 contrast; antd's default placeholder grey does not.
  const emptyText = loading || failed ? null : <Typography.Text type="secondary">Everyone has logged their hours.</Typography.Text>;

  const selection: CardSelection<MissingTimesheetRow> = {
    isSelected: (row) => selected.some((chosen) => rowKeyOf(chosen) === rowKeyOf(row)),
    onToggle: (row, checked) => onSelect(checked ? [...selected, row] : selected.filter((chosen) => rowKeyOf(chosen) !== rowKeyOf(row))),
    label: checkboxLabel,
  };

  return (
    <ResponsiveList<MissingTimesheetRow>
      columns={columns}
      card={CARD}
      answer={failed ? undefined : answer}
      rowKey={rowKeyOf}
      loading={loading}
      loadingText="Loading missing timesheets..."
      emptyText={emptyText}
      list={list}
      noun="person-weeks"
      filters={filters}
      toolbar={toolbar}
      notice={notice}
      selection={selection}
      table={{
        rowSelection: {
          selectedRowKeys: selected.map(rowKeyOf),
          // Rows chosen on other pages stay chosen; this page's are replaced by what antd reports for it.
          onChange: (_keys, rows) => onSelect([...selected.filter((row) => !shownKeys.has(rowKeyOf(row))), ...rows.filter(Boolean)]),
          getTitleCheckboxProps: () => ({ 'aria-label': 'Select all on this page' }),
          getCheckboxProps: (row) => ({ 'aria-label': checkboxLabel(row) }),
        },
      }}
    />
  );
}
