import { Tag, titleCase } from '@portal/shared-ui';
import type { ProjectStatus } from '../api/projects-api';

const STATUS_COLORS: Record<ProjectStatus, string> = {
  NOT_STARTED: 'default',
  IN_PROGRESS: 'blue',
  ON_HOLD: 'orange',
  COMPLETED: 'green',
  CANCELLED: 'red',
};

export function ProjectStatusTag({ status }: { status: ProjectStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{titleCase(status)}</Tag>;
}
