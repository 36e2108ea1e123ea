import { DatePicker, Space, useTouchPicker } from '@portal/shared-ui';
import { PersonFilter } from '@portal/shared-ui/lists';
import type { DropdownItem } from '@portal/shared-contracts';
import type { TeamFilters as Filters } from '../../hooks/use-team-list';
import { isoWeekOf, mondayOfIsoWeek } from '../../utils/week/iso-week';
import { MONDAY_FIRST } from '../week/monday-first';

type Props = { people: readonly DropdownItem[]; value: Filters; onChange: (value: Filters) => void };

/** The Team tab's filters, applied as chosen: one of the reports, one week; cleared, everyone and every week. */
export function TeamFilters({ people, value, onChange }: Props) {
  const touchPicker = useTouchPicker();
  return (
    <Space wrap>
      <PersonFilter
        placeholder="Everyone in my team"
        people={people}
        style={{ minWidth: 220 }}
        value={value.userId}
        onChange={(userId) => onChange({ ...value, userId })}
      />
      <DatePicker
        picker="week"
        aria-label="Filter by week"
        placeholder="Any week"
        locale={MONDAY_FIRST}
        value={value.week ? mondayOfIsoWeek(value.week) : null}
        format={(day) => isoWeekOf(day)}
        onChange={(day) => onChange({ ...value, week: day ? isoWeekOf(day) : undefined })}
        {...touchPicker}
      />
    </Space>
  );
}
