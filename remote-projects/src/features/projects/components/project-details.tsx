import { formatDisplayDate, titleCase } from '@portal/shared-ui';
import { isAdmin, useRole } from '@portal/shared-auth';
import { DetailView, type DetailItem } from '../../../components/detail-view';
import { useGetProjectQuery, type Project } from '../api/projects-api';
import { ProjectStatusTag } from './project-status-tag';

function detailItems(project: Project): DetailItem[] {
  return [
    { label: 'Project Name', value: project.name },
    { label: 'Client', value: project.clientName },
    { label: 'Status', value: <ProjectStatusTag status={project.status} /> },
    { label: 'Progress Details', value: project.progressDetails && titleCase(project.progressDetails) },
    { label: 'Start Date', value: formatDisplayDate(project.startDate) || null },
    { label: 'End Date', value: formatDisplayDate(project.endDate) || null },
  ];
}

type Props = { projectId: number; onBack: () => void; onEdit: (project: Project) => void };

/** Detail mode of the Projects page; re-read from the API so an edit shows at once. */
export function ProjectDetails({ projectId, onBack, onEdit }: Props) {
  const canEdit = isAdmin(useRole());
  const { data: project, isLoading, isError } = useGetProjectQuery(projectId);
  return (
    <DetailView
      label="Project details"
      loadingText="Loading project..."
      errorText="Error fetching project"
      isLoading={isLoading}
      isError={isError}
      items={project && detailItems(project)}
      onBack={onBack}
      edit={canEdit && project ? { label: 'Edit Project', onClick: () => onEdit(project) } : undefined}
    />
  );
}
