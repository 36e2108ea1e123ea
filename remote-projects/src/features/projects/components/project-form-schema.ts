import * as yup from 'yup';
import { MAX_LENGTH, sameName } from '@portal/shared-contracts/values';
import { textUpTo } from '@portal/shared-ui';
import type { ProjectOption } from '@portal/shared-ui';
import type { Project, ProgressDetails, ProjectPayload, ProjectStatus } from '../api/projects-api';

export type ProjectFormValues = {
  name: string;
  clientId: number | null;
  status: ProjectStatus | null;
  startDate: string | null;
  endDate: string | null;
  progressDetails: ProgressDetails | null;
};

export const PROJECT_FORM_FIELDS = ['name', 'clientId', 'status', 'startDate', 'endDate', 'progressDetails'] as const;

/** Messages exactly as spec §5 writes them. */
export const projectFormSchema = yup.object({
  name: textUpTo(MAX_LENGTH.name, 'Project name').trim().required('Project name is required'),
  clientId: yup.number().nullable().required('Client is required'),
  status: yup.string().nullable().required('Status is required'),
  startDate: yup.string().nullable(),
  endDate: yup
    .string()
    .nullable()
    // API dates (YYYY-MM-DD) compare correctly as strings.
    .test('not-before-start', 'End Date should not be less than Start Date', (end, { parent }) => !end || !parent.startDate || end >= parent.startDate),
  progressDetails: yup
    .string()
    .nullable()
    .when('status', {
      is: 'IN_PROGRESS',
      then: (schema) => schema.required('Progress Details is required when status is In Progress'),
    }),
});

export function projectFormValues(project?: Project | null): ProjectFormValues {
  return {
    name: project?.name ?? '',
    clientId: project?.clientId ?? null,
    // A new project starts Not Started (spec §4).
    status: project?.status ?? 'NOT_STARTED',
    startDate: project?.startDate ?? null,
    endDate: project?.endDate ?? null,
    progressDetails: project?.progressDetails ?? null,
  };
}

/** Only called with values that passed the schema, so client and status are set. */
export function projectPayload(values: ProjectFormValues): ProjectPayload {
  return {
    name: values.name.trim(),
    clientId: Number(values.clientId),
    status: values.status ?? 'NOT_STARTED',
    startDate: values.startDate,
    endDate: values.endDate,
    ...(values.progressDetails ? { progressDetails: values.progressDetails } : {}),
  };
}

/** Spec §5: same client, name compared trimmed and case-insensitively, the project itself excluded. */
export function isDuplicateProjectName(name: string, clientName: string | undefined, projects: readonly ProjectOption[], ownId?: number) {
  return projects.some((project) => project.id !== ownId && project.clientName === clientName && sameName(project.name, name));
}
