import { useState } from 'react';
import { Badge, Button, DatePicker, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { DISPLAY_DATE_FORMAT, toApiDate } from '../dates';
import { BRAND_COLOR } from '../theme';

export type AppliedFilters = { searchInput?: string; startDate?: string; endDate?: string };

type Props = {
  searchPlaceholder: string;
  total: number;
  /** Badge text, e.g. `${n} timesheets`. */
  totalLabel: (total: number) => string;
  onApply: (filters: AppliedFilters) => void;
  onClear: () => void;
  /** Timesheets show Clear only when a filter is set (spec §2); Allocations always. */
  clearOnlyWhenFiltered?: boolean;
};

/**
 * Search box, Start Date and End Date pickers with Apply and Clear: nothing is queried until Apply
 * (spec §4: on Allocations and Timesheets filters apply only on Apply).
 */
export function FilterBar({ searchPlaceholder, total, totalLabel, onApply, onClear, clearOnlyWhenFiltered }: Props) {
  const [search, setSearch] = useState('');
  const [start, setStart] = useState<Dayjs | null>(null);
  const [end, setEnd] = useState<Dayjs | null>(null);
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
      <DatePicker placeholder="Start Date" aria-label="Start Date" format={DISPLAY_DATE_FORMAT} value={start} onChange={setStart} />
      <DatePicker placeholder="End Date" aria-label="End Date" format={DISPLAY_DATE_FORMAT} value={end} onChange={setEnd} />
      <Button type="primary" onClick={handleApply}>
        Apply
      </Button>
      {(!clearOnlyWhenFiltered || filtered) && <Button onClick={handleClear}>Clear</Button>}
      <Badge count={totalLabel(total)} showZero color={BRAND_COLOR} />
    </Space>
  );
}
