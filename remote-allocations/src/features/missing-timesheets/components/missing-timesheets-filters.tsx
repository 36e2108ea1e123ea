import { DatePicker, DebouncedSearch, Flex, toApiDate, useTouchPicker } from '@portal/shared-ui';
import dayjs, { type Dayjs } from 'dayjs';
import { mondayOf, sundayOf, weekLabel } from '../utils/week-dates';

type Props = {
  /** The weeks shown (the API's answer, or the range chosen). */
  from?: string;
  to?: string;
  searchInput: string;
  onRange: (range: { from?: string; to?: string }) => void;
  onSearch: (searchInput: string) => void;
};

/** Only weeks that have ended can be short of hours: later days cannot be picked. */
const notEnded = (date: Dayjs) => !date.isBefore(mondayOf(dayjs()));

/** The weeks the panel covers and its search. */
export function MissingTimesheetsFilters({ from, to, searchInput, onRange, onSearch }: Props) {
  const value: [Dayjs, Dayjs] | null = from && to && from <= to ? [dayjs(from), dayjs(to)] : null;
  const touchPicker = useTouchPicker();
  const handleRange = (dates: [Dayjs | null, Dayjs | null] | null) => {
    const [start, end] = dates ?? [null, null];
    onRange(start && end ? { from: toApiDate(mondayOf(start)), to: toApiDate(sundayOf(end)) } : {});
  };
  return (
    <Flex wrap gap={12} align="center">
      <DatePicker.RangePicker
        aria-label="Weeks"
        picker="week"
        value={value}
        format={weekLabel}
        placeholder={['From week', 'To week']}
        disabledDate={notEnded}
        onChange={handleRange}
        allowClear
        style={{ minWidth: 360 }}
        {...touchPicker}
      />
      <DebouncedSearch placeholder="Search people or departments..." value={searchInput} debounceMs={500} onSearch={onSearch} />
    </Flex>
  );
}
