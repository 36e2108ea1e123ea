import { type FilterParsers, oneOfParam, Select, Space } from '@portal/shared-ui';
import type { Role } from '@portal/shared-auth';
import { DEPARTMENT_OPTIONS, ROLE_OPTIONS } from '../utils/employee-options';

export type EmployeeFilterValues = { role?: Role; departmentId?: number };

/** How the filters are read back from the URL: only values the pickers offer. */
export const EMPLOYEE_FILTER_PARAMS: FilterParsers<EmployeeFilterValues> = {
  role: oneOfParam(ROLE_OPTIONS.map((option) => option.value)),
  departmentId: oneOfParam(DEPARTMENT_OPTIONS.map((option) => option.value)),
};

type Props = { value: EmployeeFilterValues; onChange: (value: EmployeeFilterValues) => void };

/** Role and department filters of the Employees list (spec §2); clearing one shows everyone again. */
export function EmployeeFilters({ value, onChange }: Props) {
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
    </Space>
  );
}
