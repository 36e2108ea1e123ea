import { Button, type FilterParsers, idParam, oneOfParam, Select, Space, useGetEmployeeOptionsQuery } from '@portal/shared-ui';
import { PersonFilter } from '@portal/shared-ui/lists';
import { useCurrentUser, type Role } from '@portal/shared-auth';
import { DEPARTMENT_OPTIONS, ROLE_OPTIONS } from '../utils/employee-options';

export type EmployeeFilterValues = { role?: Role; departmentId?: number; lineManagerId?: number };

/** How the filters are read back from the URL: only values the pickers offer. */
export const EMPLOYEE_FILTER_PARAMS: FilterParsers<EmployeeFilterValues> = {
  role: oneOfParam(ROLE_OPTIONS.map((option) => option.value)),
  departmentId: oneOfParam(DEPARTMENT_OPTIONS.map((option) => option.value)),
  lineManagerId: idParam,
};

type Props = { value: EmployeeFilterValues; onChange: (value: EmployeeFilterValues) => void };

/**
 * Role, department and line manager filters of the Employees list (spec §2, issue 38); clearing one shows everyone
 * again. "My team" is the line manager filter set to the signed-in person.
 */
export function EmployeeFilters({ value, onChange }: Props) {
  const me = useCurrentUser();
  const people = useGetEmployeeOptionsQuery();
  const myTeam = me !== null && value.lineManagerId === me.id;
  return (
    <Space wrap>
      <Select<Role>
        aria-label="Filter by role"
        placeholder="All Roles"
        allowClear
        style={{ minWidth: 160 }}
        options={ROLE_OPTIONS}
        value={value.role}
        onChange={(role) => onChange({ ...value, role: role ?? undefined })}
      />
      <Select<number>
        aria-label="Filter by department"
        placeholder="All Departments"
        allowClear
        style={{ minWidth: 200 }}
        options={DEPARTMENT_OPTIONS}
        value={value.departmentId}
        onChange={(departmentId) => onChange({ ...value, departmentId: departmentId ?? undefined })}
      />
      <PersonFilter
        label="Filter by line manager"
        placeholder="All Line Managers"
        people={people.data}
        loading={people.isFetching}
        failed={people.isError}
        value={value.lineManagerId}
        onChange={(lineManagerId) => onChange({ ...value, lineManagerId })}
      />
      {me && (
        <Button aria-pressed={myTeam} type={myTeam ? 'primary' : 'default'} onClick={() => onChange({ ...value, lineManagerId: myTeam ? undefined : me.id })}>
          My team
        </Button>
      )}
    </Space>
  );
}
