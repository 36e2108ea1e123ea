import { FormikSelect } from '@portal/shared-ui';
import type { EmployeeOption, ProjectOption } from '../api/picker-options-api';

/** Case-insensitive "contains" on the option's label. */
const labelContains = (input: string, option?: { label?: unknown }) =>
  String(option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase());

/** `project (client)`, so searching finds a project by its own or its client's name (spec §2). */
export const projectLabel = (project: ProjectOption) => (project.clientName ? `${project.name} (${project.clientName})` : project.name);

type EmployeeFieldProps = {
  employees: EmployeeOption[];
  loading: boolean;
  /** My Timesheet: the employee is the signed-in user and cannot be changed (spec §4). */
  fixed?: boolean;
};

export function EmployeeField({ employees, loading, fixed }: EmployeeFieldProps) {
  return (
    <FormikSelect
      name="userId"
      label="Employee Name"
      required
      disabled={fixed}
      showSearch={{ filterOption: labelContains }}
      allowClear={!fixed}
      loading={loading}
      placeholder="Select an employee"
      notFoundContent="No Employees found"
      options={employees.map((e) => ({ value: e.id, label: e.name }))}
    />
  );
}

export function ProjectField({ projects, loading }: { projects: ProjectOption[]; loading: boolean }) {
  return (
    <FormikSelect
      name="projectId"
      label="Project Name"
      required
      showSearch={{ filterOption: labelContains }}
      allowClear
      loading={loading}
      placeholder="Select a project"
      notFoundContent="No projects found"
      options={projects.map((p) => ({ value: p.id, label: projectLabel(p) }))}
    />
  );
}
