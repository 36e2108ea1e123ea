import { useId } from 'react';
import { Button, Flex, Input, Tag, Typography, theme } from '@portal/shared-ui';
import { DeleteOutlined, LockOutlined } from '@ant-design/icons';
import { cellOf, isRowEmpty, type GridRow } from '../../utils/week/grid-model';
import { APPROVED_BACKGROUND, hoursInputProps, noteOf } from '../../utils/week/hours-input';

type Props = {
  row: GridRow;
  date: string;
  /** `row:day`, as the grid marks its cells (Enter in one saves the week). */
  position: string;
  future: boolean;
  cellError?: string;
  rowError?: string;
  onHoursChange: (text: string) => void;
  onDescriptionChange: (description: string) => void;
  onRemove: () => void;
};

/**
 * One row of the week on the day shown: its project, description and that day's hours, with the same rules as the
 * grid's cell (approved read-only, future disabled); the note a desktop shows on hover is written out under it.
 */
export function DayEntry({ row, date, position, future, cellError, rowError, onHoursChange, onDescriptionChange, onRemove }: Props) {
  const { token } = theme.useToken();
  const cell = cellOf(row, date);
  const approved = cell.status === 'APPROVED';
  const note = noteOf(cell, future, cellError);
  const noteId = useId();
  const rowErrorId = useId();
  return (
    <div style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: 12 }}>
      <Flex align="center" gap={8} style={{ minHeight: 44 }}>
        <Typography.Text strong ellipsis style={{ flex: 1 }}>
          {row.projectName}
        </Typography.Text>
        {approved ? (
          <Tag color="green" icon={<LockOutlined aria-hidden />}>
            Approved
          </Tag>
        ) : null}
        {cell.status === 'REJECTED' ? <Tag color="red">Rejected</Tag> : null}
        {isRowEmpty(row) ? (
          <Button type="text" icon={<DeleteOutlined aria-hidden />} aria-label={`Remove row ${row.projectName}`} onClick={onRemove} style={{ width: 44 }} />
        ) : null}
      </Flex>
      <Flex gap={8} align="center" wrap>
        <Input
          value={row.description}
          placeholder="Description"
          data-description
          aria-label={`Description for ${row.projectName}`}
          aria-invalid={rowError ? true : undefined}
          aria-describedby={rowError ? rowErrorId : undefined}
          status={rowError ? 'error' : undefined}
          onChange={(event) => onDescriptionChange(event.target.value)}
          style={{ flex: '1 1 160px', minWidth: 0 }}
        />
        <Input
          {...hoursInputProps({ cell, projectName: row.projectName, date, position, future, error: cellError, noteId })}
          data-row={row.key}
          placeholder="h"
          style={{ width: 88, flex: 'none', marginInlineStart: 'auto', ...(approved ? APPROVED_BACKGROUND : {}) }}
          onChange={(event) => onHoursChange(event.target.value)}
        />
      </Flex>
      {rowError ? (
        <Typography.Text type="danger" id={rowErrorId} style={{ display: 'block', marginTop: 4 }}>
          {rowError}
        </Typography.Text>
      ) : null}
      {note ? (
        <Typography.Text type={cellError || cell.status === 'REJECTED' ? 'danger' : 'secondary'} id={noteId} style={{ display: 'block', marginTop: 4 }}>
          {note}
        </Typography.Text>
      ) : null}
    </div>
  );
}
