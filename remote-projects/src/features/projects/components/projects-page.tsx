import { useState } from 'react';
import { Button, PageHeading } from '@portal/shared-ui';
import { PlusOutlined } from '@ant-design/icons';
import { isAdmin, useRole } from '@portal/shared-auth';
import type { Project } from '../api/projects-api';
import { ProjectDetails } from './project-details';
import { ProjectDialog, type ProjectDialogState } from './project-dialog';
import { ProjectsTable } from './projects-table';

/** Exposed as `remote_projects/ProjectsPage`: list mode or detail mode, plus the Add/Edit/View dialog. */
export default function ProjectsPage() {
  const canEdit = isAdmin(useRole());
  const [detailId, setDetailId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<ProjectDialogState | null>(null);
  const edit = canEdit ? (project: Project) => setDialog({ mode: 'edit', project }) : undefined;

  const addButton = canEdit && detailId === null && (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ mode: 'create' })}>
      Add Project
    </Button>
  );

  return (
    <>
      <PageHeading title={detailId === null ? 'Projects' : 'Project Details'} extra={addButton} />
      {/* The list stays mounted in detail mode, so Back to List returns to the same page, filters and search. */}
      <div hidden={detailId !== null}>
        <ProjectsTable onOpenDetails={(project) => setDetailId(project.id)} onView={(project) => setDialog({ mode: 'view', project })} onEdit={edit} />
      </div>
      {detailId !== null && (
        <ProjectDetails projectId={detailId} onBack={() => setDetailId(null)} onEdit={(project) => setDialog({ mode: 'edit', project })} />
      )}
      <ProjectDialog state={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
