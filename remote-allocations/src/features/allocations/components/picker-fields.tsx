import { FormikSelect } from '@portal/shared-ui';
import type { EmployeeOption, ProjectOption } from '../api/picker-options-api';

type Option = { value: number; label: string };

/** Case-insensitive "contains" on the option's label, from the first typed character (spec §9). */
const labelContains = (input: string, option?: { label?: unknown }) =>
  String(option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase());
// One object for every render: a new one each time would make the Select reset its search state.
const SEARCH_BY_LABEL = { filterOption: labelContains };

/** Shown as 'project (client)' and searchable by either name. */
export function ProjectField({ projects, loading }: { projects: ProjectOption[]; loading: boolean }) {
  const options: Option[] = projects.map((p) => ({ value: p.id, label: p.clientName ? `${p.name} (${p.clientName})` : p.name }));
  return (
    <FormikSelect
      name="projectId"
      label="Project"
      required
      showSearch={SEARCH_BY_LABEL}
      allowClear
      loading={loading}
      placeholder="Select a project"
      notFoundContent="No projects found"
      options={options}
    />
  );
}

/** Edit mode: exactly one employee. The current one stays choosable even if no longer in the active list. */
export function SingleEmployeeField({ employees, current, loading }: { employees: EmployeeOption[]; current?: EmployeeOption; loading: boolean }) {
  const listed = current && !employees.some((e) => e.id === current.id) ? [current, ...employees] : employees;
  return (
    <FormikSelect
      name="users.0.userId"
      label="Employee"
      required
      showSearch={SEARCH_BY_LABEL}
      allowClear
      loading={loading}
      placeholder="Select an employee"
      notFoundContent="No Employees found"
      options={listed.map((e) => ({ value: e.id, label: e.name }))}
    />
  );
}
