import type { FormikHelpers } from 'formik';
import type { ApiError } from '@portal/shared-auth';
import { asApiError, formFailureOf, isAdmin, showFieldErrors, useRole } from '@portal/shared-auth';
import { FormDialog, useGetProjectOptionsQuery, useNotify } from '@portal/shared-ui';
import { useGetClientOptionsQuery } from '../../clients';
import { useAddProjectMutation, useUpdateProjectMutation, type Project } from '../api/projects-api';
import { ProjectFormFields } from './project-form-fields';
import {
  PROJECT_FORM_FIELDS, isDuplicateProjectName, projectFormSchema, projectFormValues, projectPayload, type ProjectFormValues,
} from './project-form-schema';

export type ProjectDialogState = { mode: 'create' } | { mode: 'edit' | 'view'; project: Project };

const TITLES = { create: 'Add New Project', edit: 'Edit Project', view: 'View Project' } as const;

/** Spec §8: a duplicate is the DUPLICATE_PROJECT code or a message containing 'project already exists'. */
function isDuplicateError(error: ApiError | undefined): boolean {
  return error?.code === 'DUPLICATE_PROJECT' || /project already exists/i.test(error?.message ?? '');
}

/** Add, edit or view one project; anyone but an ADMIN only ever gets the view-only form. */
export function ProjectDialog({ state, onClose }: { state: ProjectDialogState | null; onClose: () => void }) {
  const canEdit = isAdmin(useRole());
  const notify = useNotify();
  const saving = canEdit && state !== null && state.mode !== 'view';
  const { data: knownProjects = [] } = useGetProjectOptionsQuery(undefined, { skip: !saving });
  const { data: clients = [] } = useGetClientOptionsQuery(undefined, { skip: !saving });
  const [addProject] = useAddProjectMutation();
  const [updateProject] = useUpdateProjectMutation();

  if (!state || (state.mode === 'create' && !canEdit)) return null;
  const mode = canEdit ? state.mode : 'view';
  const project = state.mode === 'create' ? undefined : state.project;

  const refuseDuplicate = (helpers: FormikHelpers<ProjectFormValues>) => {
    helpers.setFieldError('name', 'Project already exists');
    notify.error('Project already exists', 'A project with this name for the selected client already exists');
  };

  const handleSubmit = async (values: ProjectFormValues, helpers: FormikHelpers<ProjectFormValues>) => {
    const clientName = clients.find((client) => client.id === values.clientId)?.name;
    if (isDuplicateProjectName(values.name, clientName, knownProjects, project?.id)) return refuseDuplicate(helpers);
    try {
      const payload = projectPayload(values);
      if (project) await updateProject({ id: project.id, payload }).unwrap();
      else await addProject(payload).unwrap();
      notify.success(project ? 'Project updated successfully' : 'Project created successfully');
      onClose();
    } catch (caught) {
      // A duplicate gets its own field error and toast, never the generic one (spec §8).
      if (isDuplicateError(asApiError(caught))) return refuseDuplicate(helpers);
      const failure = formFailureOf(caught, { fields: PROJECT_FORM_FIELDS, generic: 'Failed to save project. Please try again.' });
      showFieldErrors(helpers, failure.fieldErrors);
      notify.error(project ? 'Failed to update project' : 'Failed to create project', failure.message);
    }
  };

  return (
    <FormDialog<ProjectFormValues>
      mode={mode}
      title={TITLES[mode]}
      initialValues={projectFormValues(project)}
      validationSchema={projectFormSchema}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {(readOnly) => <ProjectFormFields readOnly={readOnly} />}
    </FormDialog>
  );
}
