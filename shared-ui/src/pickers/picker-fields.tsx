import { FormikSelect } from '../forms/formik-select';
import type { EmployeeOption, ProjectOption } from './picker-options-api';

/** Case-insensitive "contains" on the option's label, from the first typed character (spec §9). */
const labelContains = (input: string, option?: { label?: unknown }) =>
  String(option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase());
// One object for every render: a new one each time would make the Select reset its search state.
const SEARCH_BY_LABEL = { filterOption: labelContains };

/** `project (client)`, so searching finds a project by its own or its client's name (spec §2). */
export const projectLabel = (project: ProjectOption) => (project.clientName ? `${project.name} (${project.clientName})` : project.name);

type PickerProps = {
  /** The Formik field holding the chosen id. */
  name: string;
  /** The spec's label for this form ('Project', 'Project Name', …). */
  label: string;
  loading: boolean;
};

/** A required project picker, searchable by the project's or its client's name. */
export function ProjectPicker({ projects, name, label, loading }: PickerProps & { projects: ProjectOption[] }) {
  return (
    <FormikSelect
      name={name}
      label={label}
      required
      showSearch={SEARCH_BY_LABEL}
      allowClear
      loading={loading}
      placeholder="Select a project"
      notFoundContent="No projects found"
      options={projects.map((project) => ({ value: project.id, label: projectLabel(project) }))}
    />
  );
}

type EmployeePickerProps = PickerProps & {
  employees: EmployeeOption[];
  /** The record's own employee: stays choosable even if no longer in the active list. */
  current?: EmployeeOption;
  /** The employee is the signed-in user and cannot be changed (My Timesheet, spec §4). */
  fixed?: boolean;
};

/** A required picker of one employee, searchable by name. */
export function EmployeePicker({ employees, current, fixed = false, name, label, loading }: EmployeePickerProps) {
  const listed = current && !employees.some((employee) => employee.id === current.id) ? [current, ...employees] : employees;
  return (
    <FormikSelect
      name={name}
      label={label}
      required
      disabled={fixed}
      showSearch={SEARCH_BY_LABEL}
      allowClear={!fixed}
      loading={loading}
      placeholder="Select an employee"
      notFoundContent="No Employees found"
      options={listed.map((employee) => ({ value: employee.id, label: employee.name }))}
    />
  );
}
