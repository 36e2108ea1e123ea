import { useState } from 'react';
import { Button, DatePicker, DebouncedSearch, Flex, Select, toApiDate, Typography, useTouchPicker } from '@portal/shared-ui';
import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReportPeriod, UtilisationGroup, UtilisationOrderBy, UtilisationPeriod } from '../api/utilisation-api';
import type { useUtilisationParams } from '../hooks/use-utilisation-params';
import { isoWeekNumber, mondayOf } from '../utils/period-labels';
import { rangeChoice } from '../utils/report-range';

const GROUP_OPTIONS: { value: UtilisationGroup; label: string }[] = [
  { value: 'person', label: 'Person' },
  { value: 'department', label: 'Department' },
  { value: 'project', label: 'Project' },
];
const PERIOD_OPTIONS: { value: UtilisationPeriod; label: string }[] = [
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];
const SORT_OPTIONS: { value: UtilisationOrderBy; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'capacity', label: 'Total capacity' },
  { value: 'planned', label: 'Total planned' },
  { value: 'logged', label: 'Total logged' },
  { value: 'utilisation', label: 'Utilisation %' },
  { value: 'planPercent', label: 'Plan %' },
  { value: 'planAccuracy', label: 'Plan accuracy %' },
];
/** Projects have no capacity, so no utilisation or plan % to sort by. */
const NO_CAPACITY_TOTALS: readonly UtilisationOrderBy[] = ['capacity', 'utilisation', 'planPercent'];
const sortOptions = (group: UtilisationGroup) =>
  group === 'project' ? SORT_OPTIONS.map((option) => ({ ...option, disabled: NO_CAPACITY_TOTALS.includes(option.value) })) : SORT_OPTIONS;

const SEARCH_PLACEHOLDER: Record<UtilisationGroup, string> = {
  person: 'Search people or departments...',
  department: 'Search departments...',
  project: 'Search projects or clients...',
};

/** "2026-W48": an ISO week, named by the year its Thursday falls in (29 Dec 2025 starts 2026-W01). */
const weekText = (value: Dayjs) => `${mondayOf(value).add(3, 'day').format('YYYY')}-W${String(isoWeekNumber(toApiDate(mondayOf(value)))).padStart(2, '0')}`;

type Props = {
  params: ReturnType<typeof useUtilisationParams>;
  /** The periods the report covers (the API's answer): shown in the range picker while the URL names none. */
  shownRange: ReportPeriod | undefined;
};

/** Grouping, period, date range, search and sort of the report; each change goes to the URL and back to page 1. */
export function UtilisationFilters({ params: { list, group, period, changeFilters }, shownRange }: Props) {
  const [rangeError, setRangeError] = useState<string | null>(null);
  const touchPicker = useTouchPicker();
  const from = list.filters.from ?? shownRange?.start;
  const to = list.filters.to ?? shownRange?.end;
  const value: [Dayjs, Dayjs] | null = from && to ? [dayjs(from), dayjs(to)] : null;

  const handleRange = (dates: [Dayjs | null, Dayjs | null] | null) => {
    const choice = rangeChoice(dates?.[0] ?? null, dates?.[1] ?? null, period);
    if ('error' in choice) {
      setRangeError(choice.error);
      return;
    }
    setRangeError(null);
    changeFilters(choice);
  };

  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={12} align="center">
        <Select aria-label="Group by" value={group} options={GROUP_OPTIONS} onChange={(groupBy) => changeFilters({ groupBy })} style={{ width: 140 }} />
        <Select aria-label="Period" value={period} options={PERIOD_OPTIONS} onChange={(next) => changeFilters({ period: next })} style={{ width: 110 }} />
        <DatePicker.RangePicker
          picker={period}
          value={value}
          format={period === 'week' ? weekText : 'MMM YYYY'}
          placeholder={period === 'week' ? ['From week', 'To week'] : ['From month', 'To month']}
          onChange={handleRange}
          allowClear
          {...touchPicker}
        />
        <DebouncedSearch placeholder={SEARCH_PLACEHOLDER[group]} value={list.searchInput} debounceMs={500} onSearch={list.setSearchInput} />
        <Select aria-label="Sort by" value={list.orderBy} options={sortOptions(group)} onChange={list.sortBy} style={{ width: 170 }} />
        <Button
          aria-label={list.order === 'asc' ? 'Ascending: switch to descending' : 'Descending: switch to ascending'}
          icon={list.order === 'asc' ? <SortAscendingOutlined aria-hidden /> : <SortDescendingOutlined aria-hidden />}
          onClick={() => list.sortBy(list.orderBy)}
        />
      </Flex>
      {rangeError ? <Typography.Text type="danger" role="alert">{rangeError}</Typography.Text> : null}
    </Flex>
  );
}
