import { useState } from 'react';
import { Button, DatePicker, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { DISPLAY_DATE_FORMAT, parseDate, toApiDate } from '../dates';
import { useTouchPicker } from '../pickers/use-touch-picker';
import { TotalBadge } from './total-badge';

export type AppliedFilters = { searchInput?: string; startDate?: string; endDate?: string };

const sameFilters = (a: AppliedFilters, b: AppliedFilters) =>
  (a.searchInput ?? '') === (b.searchInput ?? '') && a.startDate === b.startDate && a.endDate === b.endDate;

type Props = {
  searchPlaceholder: string;
  /** The filters in force (from the URL): shown at first, and again whenever they change from outside (Back, Forward). */
  value: AppliedFilters;
  total: number;
  /** Badge text, e.g. `${n} timesheets`. */
  totalLabel: (total: number) => string;
  onApply: (filters: AppliedFilters) => void;
  onClear: () => void;
  /** Timesheets show Clear only when a filter is set (spec §2); Allocations always. */
  clearOnlyWhenFiltered?: boolean;
  /** On a phone the badge sits beside the Filters button, outside the panel holding this bar. */
  hideTotal?: boolean;
};

/**
 * Search box, Start Date and End Date pickers with Apply and Clear: nothing is queried until Apply
 * (spec §4: on Allocations and Timesheets filters apply only on Apply).
 */
export function FilterBar({ searchPlaceholder, value, total, totalLabel, onApply, onClear, clearOnlyWhenFiltered, hideTotal }: Props) {
  const [search, setSearch] = useState(value.searchInput ?? '');
  const [start, setStart] = useState<Dayjs | null>(parseDate(value.startDate));
  const [end, setEnd] = useState<Dayjs | null>(parseDate(value.endDate));
  const touchPicker = useTouchPicker();
  const [shown, setShown] = useState(value);
  if (!sameFilters(value, shown)) {
    setShown(value);
    setSearch(value.searchInput ?? '');
    setStart(parseDate(value.startDate));
    setEnd(parseDate(value.endDate));
  }
  const filtered = search.trim() !== '' || start !== null || end !== null;

  const handleApply = () =>
    onApply({
      searchInput: search.trim() || undefined,
      startDate: start ? toApiDate(start) : undefined,
      endDate: end ? toApiDate(end) : undefined,
    });

  const handleClear = () => {
    setSearch('');
    setStart(null);
    setEnd(null);
    onClear();
  };

  return (
    <Space wrap size="middle" align="center">
      <Input
        allowClear
        placeholder={searchPlaceholder}
        aria-label={searchPlaceholder.replace(/\.\.\.$/, '')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onPressEnter={handleApply}
        style={{ width: 260 }}
      />
      <DatePicker placeholder="Start Date" aria-label="Start Date" format={DISPLAY_DATE_FORMAT} value={start} onChange={setStart} {...touchPicker} />
      <DatePicker placeholder="End Date" aria-label="End Date" format={DISPLAY_DATE_FORMAT} value={end} onChange={setEnd} {...touchPicker} />
      <Button type="primary" onClick={handleApply}>
        Apply
      </Button>
      {(!clearOnlyWhenFiltered || filtered) && <Button onClick={handleClear}>Clear</Button>}
      {hideTotal ? null : <TotalBadge text={totalLabel(total)} />}
    </Space>
  );
}
