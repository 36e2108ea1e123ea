import { useState } from 'react';
import { Button, Flex, useNotify } from '@portal/shared-ui';
import { failureMessageOf } from '@portal/shared-auth';
import { CopyOutlined } from '@ant-design/icons';
import type { TimesheetWeek } from '@portal/shared-contracts';
import { useLazyGetMyTimesheetWeekQuery } from '../../api/timesheets-api';
import { newRow, type GridRow } from '../../utils/week/grid-model';
import { shiftIsoWeek } from '../../utils/week/iso-week';
import { ProjectSelect } from './project-select';

type Props = { week: TimesheetWeek; rows: GridRow[]; onAdd: (rows: GridRow[]) => void };

/** Add a row by project (the week's allocated projects first), or copy last week's rows without their hours. */
export function AddWeekRows({ week, rows, onAdd }: Props) {
  const notify = useNotify();
  const [loadWeek] = useLazyGetMyTimesheetWeekQuery();
  const [copying, setCopying] = useState(false);

  const handleCopy = async () => {
    setCopying(true);
    const previous = await loadWeek(shiftIsoWeek(week.week, -1), true);
    setCopying(false);
    if (!previous.data) {
      notify.error('Failed to copy last week', failureMessageOf(previous.error, 'Please try again.'));
      return;
    }
    const have = new Set(rows.map((row) => `${row.projectId}:${row.description.trim()}`));
    const copied = previous.data.rows.filter((row) => !have.has(`${row.projectId}:${row.description}`));
    if (copied.length === 0) notify.success('Nothing to copy', 'Last week has no rows this week lacks.');
    onAdd(copied.map((row) => newRow(row.projectId, row.projectName, row.description)));
  };

  return (
    <Flex gap={8} wrap align="center">
      <ProjectSelect
        week={week}
        label="Add a row for project"
        placeholder="Add a row: choose a project"
        value={null}
        onChange={(id, name) => onAdd([newRow(id, name)])}
        style={{ minWidth: 280 }}
      />
      <Button icon={<CopyOutlined aria-hidden />} loading={copying} onClick={() => void handleCopy()}>
        Copy last week
      </Button>
    </Flex>
  );
}
