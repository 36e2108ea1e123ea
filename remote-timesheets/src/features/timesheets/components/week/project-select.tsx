import type { CSSProperties } from 'react';
import { Select, projectLabel, useGetProjectOptionsQuery } from '@portal/shared-ui';
import type { TimesheetWeek } from '@portal/shared-contracts';

const labelContains = (input: string, option?: { label?: unknown }) => String(option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase());
const SEARCH_BY_LABEL = { filterOption: labelContains };

type Props = {
  week: TimesheetWeek;
  label: string;
  placeholder: string;
  value: number | null;
  onChange: (projectId: number, projectName: string) => void;
  style?: CSSProperties;
};

/** A project to log hours on, searchable: the week's allocated projects first, then all others. */
export function ProjectSelect({ week, label, placeholder, value, onChange, style }: Props) {
  const projects = useGetProjectOptionsQuery();
  const allocated = new Set(week.allocatedProjects.map((project) => project.id));
  const others = (projects.data ?? []).filter((project) => !allocated.has(project.id));
  const options = [
    ...(week.allocatedProjects.length > 0
      ? [{ label: 'Allocated to you this week', options: week.allocatedProjects.map((p) => ({ value: p.id, label: p.name })) }]
      : []),
    { label: 'All projects', options: others.map((p) => ({ value: p.id, label: projectLabel(p) })) },
  ];
  const nameOf = (id: number) => week.allocatedProjects.find((p) => p.id === id)?.name ?? projects.data?.find((p) => p.id === id)?.name ?? '';
  return (
    <Select<number>
      aria-label={label}
      placeholder={placeholder}
      showSearch={SEARCH_BY_LABEL}
      loading={projects.isFetching}
      notFoundContent="No projects found"
      options={options}
      value={value}
      onChange={(id) => onChange(id, nameOf(id))}
      style={style}
    />
  );
}
