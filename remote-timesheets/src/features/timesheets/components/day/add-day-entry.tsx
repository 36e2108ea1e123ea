import { useState } from 'react';
import { Button, Flex, Input } from '@portal/shared-ui';
import { PlusOutlined } from '@ant-design/icons';
import type { TimesheetWeek } from '@portal/shared-contracts';
import { newRow, type GridRow } from '../../utils/week/grid-model';
import { ProjectSelect } from '../week/project-select';

type Props = { week: TimesheetWeek; rows: readonly GridRow[]; onAdd: (row: GridRow, isNew: boolean) => void };

/**
 * Add entry: a project (the week's allocated ones first, as in the grid) and a description. The week's entries are
 * rows of project and description, so one the week already has is reused rather than added twice.
 */
export function AddDayEntry({ week, rows, onAdd }: Props) {
  const [open, setOpen] = useState(false);
  const [project, setProject] = useState<{ id: number; name: string } | null>(null);
  const [description, setDescription] = useState('');

  const close = () => {
    setOpen(false);
    setProject(null);
    setDescription('');
  };
  const handleAdd = () => {
    if (!project) return;
    const existing = rows.find((row) => row.projectId === project.id && row.description.trim() === description.trim());
    onAdd(existing ?? newRow(project.id, project.name, description.trim()), !existing);
    close();
  };

  if (!open)
    return (
      <Button block icon={<PlusOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Add entry
      </Button>
    );
  return (
    <Flex vertical gap={8} role="group" aria-label="New entry">
      <ProjectSelect
        week={week}
        label="Project for the new entry"
        placeholder="Choose a project"
        value={project?.id ?? null}
        onChange={(id, name) => setProject({ id, name })}
        style={{ width: '100%' }}
      />
      <Input aria-label="Description for the new entry" placeholder="Description" value={description} onChange={(event) => setDescription(event.target.value)} />
      <Flex gap={8} justify="flex-end">
        <Button onClick={close}>Cancel</Button>
        <Button type="primary" disabled={!project} onClick={handleAdd}>
          Add
        </Button>
      </Flex>
    </Flex>
  );
}
