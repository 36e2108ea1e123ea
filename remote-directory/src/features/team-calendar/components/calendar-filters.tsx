import { Select, Space, titleCase, useGetEmployeeOptionsQuery } from '@portal/shared-ui';
import { PersonFilter } from '@portal/shared-ui/lists';
import { DEPARTMENTS, type TeamCalendarScope } from '@portal/shared-contracts/values';
import type { CalendarFilterValues } from '../utils/calendar-params';

type Props = { value: CalendarFilterValues; scopes: TeamCalendarScope[]; onChange: (value: CalendarFilterValues) => void };

const SCOPE_LABELS: Record<TeamCalendarScope, string> = { team: 'My team', department: 'A department', all: 'Everyone' };
const DEPARTMENT_OPTIONS = DEPARTMENTS.map((name, index) => ({ value: index + 1, label: titleCase(name) }));

/** Whose month (team, a department, everyone for an admin), which department, and one person. */
export function CalendarFilters({ value, scopes, onChange }: Props) {
  const people = useGetEmployeeOptionsQuery();
  const scope = value.scope ?? 'team';
  return (
    <Space wrap>
      <Select<TeamCalendarScope>
        aria-label="Whose calendar"
        style={{ minWidth: 150 }}
        options={scopes.map((option) => ({ value: option, label: SCOPE_LABELS[option] }))}
        value={scope}
        onChange={(next) => onChange({ ...value, scope: next, departmentId: next === 'department' ? value.departmentId : undefined })}
      />
      {scope === 'department' && (
        <Select<number>
          aria-label="Department"
          placeholder="My department"
          allowClear
          style={{ minWidth: 170 }}
          options={DEPARTMENT_OPTIONS}
          value={value.departmentId}
          onChange={(departmentId) => onChange({ ...value, departmentId: departmentId ?? undefined })}
        />
      )}
      <PersonFilter
        placeholder="Anyone"
        people={people.data}
        loading={people.isLoading}
        failed={people.isError}
        value={value.userId}
        onChange={(userId) => onChange({ ...value, userId })}
      />
    </Space>
  );
}
