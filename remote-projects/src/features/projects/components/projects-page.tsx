import { PageHeading } from '@portal/shared-ui';
import { ProjectsTable } from './projects-table';

/** Exposed as `remote_projects/ProjectsPage`. */
export default function ProjectsPage() {
  return (
    <>
      <PageHeading title="Projects" />
      <ProjectsTable />
    </>
  );
}
