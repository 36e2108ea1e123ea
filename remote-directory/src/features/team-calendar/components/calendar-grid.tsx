import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { listPagination, Table, type useListParams } from '@portal/shared-ui';
import type { TeamCalendar, TeamCalendarPerson } from '@portal/shared-contracts';
import { monthDays } from '../utils/month-days';
import { calendarColumns } from './calendar-columns';

type Props = {
  month: string;
  calendar: TeamCalendar | undefined;
  loading: boolean;
  list: Pick<ReturnType<typeof useListParams<'name'>>, 'page' | 'pageSize' | 'handleTableChange'>;
  onMonth: (step: number) => void;
};

/**
 * The month as a table of people × days in a box of its own that scrolls sideways, which the keyboard reaches (Tab)
 * and scrolls (arrow keys); Page Up / Page Down there change the month.
 */
export function CalendarGrid({ month, calendar, loading, list, onMonth }: Props) {
  const columns = useMemo(() => calendarColumns(monthDays(month, calendar?.holidays ?? [])), [month, calendar?.holidays]);
  const region = useRef<HTMLDivElement>(null);
  const shown = calendar !== undefined;
  // When the month shown is this month, today's column is scrolled into the middle of the box (once per month).
  useEffect(() => {
    const box = region.current;
    const today = box?.querySelector<HTMLElement>('th[data-today]');
    if (!box || !today) return;
    const left = today.getBoundingClientRect().left - box.getBoundingClientRect().left + box.scrollLeft;
    if (left + today.offsetWidth > box.clientWidth) box.scrollLeft = left - box.clientWidth / 2;
  }, [month, shown]);
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
    event.preventDefault();
    onMonth(event.key === 'PageUp' ? -1 : 1);
  };
  return (
    <div ref={region} role="region" aria-label="Calendar: Page Up and Page Down change the month" tabIndex={0} onKeyDown={handleKeyDown} style={{ overflowX: 'auto' }}>
      <Table<TeamCalendarPerson>
        columns={columns}
        dataSource={calendar?.data ?? []}
        rowKey={(person) => person.id}
        loading={loading}
        locale={{ emptyText: loading ? ' ' : 'Nobody is in this calendar.' }}
        size="small"
        bordered
        pagination={listPagination({ page: list.page, pageSize: list.pageSize, total: calendar?.total ?? 0, noun: 'people' })}
        onChange={list.handleTableChange}
      />
    </div>
  );
}
