import { memo, useId } from 'react';
import { Input, Tooltip } from '@portal/shared-ui';
import { ExclamationCircleOutlined, LockOutlined } from '@ant-design/icons';
import { APPROVED_BACKGROUND, hoursInputProps, noteOf } from '../../utils/week/hours-input';
import type { GridCell } from '../../utils/week/grid-model';

type Props = {
  rowKey: string;
  cell: GridCell;
  projectName: string;
  date: string;
  /** `row:day`, how the grid's keyboard finds the cell. */
  position: string;
  future: boolean;
  error?: string;
  /** The same function for the grid's life (useWeekDraft's setCell), so that a cell renders only when its own props change. */
  onChange: (rowKey: string, date: string, text: string) => void;
};

/**
 * One day of a row: the hours, read-only when approved, disabled on a future day, marked when rejected or wrong.
 * Memoised: typing in one cell renders that cell and the totals, not the other thirty-odd of the week.
 */
export const WeekCell = memo(function WeekCell({ rowKey, cell, projectName, date, position, future, error, onChange }: Props) {
  const approved = cell.status === 'APPROVED';
  const note = noteOf(cell, future, error);
  const noteId = useId();
  const icon = approved ? (
    <LockOutlined aria-hidden />
  ) : cell.status === 'REJECTED' ? (
    <ExclamationCircleOutlined aria-hidden style={{ color: '#cf1322' }} />
  ) : null;
  return (
    <Tooltip title={note} trigger={['hover', 'focus']}>
      <Input
        size="small"
        {...hoursInputProps({ cell, projectName, date, position, future, error, noteId })}
        prefix={icon ?? <span />}
        style={{ width: 76, ...(approved ? APPROVED_BACKGROUND : {}) }}
        onChange={(event) => onChange(rowKey, date, event.target.value)}
        suffix={<span id={noteId} hidden>{note}</span>}
      />
    </Tooltip>
  );
});
