import { useId } from 'react';
import { Input, Tooltip } from '@portal/shared-ui';
import { ExclamationCircleOutlined, LockOutlined } from '@ant-design/icons';
import { dayLabel } from './iso-week';
import type { GridCell } from './grid-model';

type Props = {
  cell: GridCell;
  projectName: string;
  date: string;
  /** `row:day`, how the grid's keyboard finds the cell. */
  position: string;
  future: boolean;
  error?: string;
  onChange: (text: string) => void;
};

const noteOf = (cell: GridCell, future: boolean, error?: string) => {
  if (error) return error;
  if (cell.status === 'APPROVED') return 'Approved: read-only';
  if (cell.status === 'REJECTED') return `Rejected: ${cell.rejectionReason ?? 'no reason given'}`;
  return future ? 'A future day: hours cannot be logged yet' : undefined;
};

/** One day of a row: the hours, read-only when approved, disabled on a future day, marked when rejected or wrong. */
export function WeekCell({ cell, projectName, date, position, future, error, onChange }: Props) {
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
        value={cell.text}
        data-cell={position}
        aria-label={`Hours for ${projectName} on ${dayLabel(date)}`}
        aria-readonly={approved || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        readOnly={approved}
        disabled={future}
        status={error ? 'error' : undefined}
        prefix={icon ?? <span />}
        inputMode="decimal"
        autoComplete="off"
        style={{ width: 76, ...(approved ? { background: '#f6ffed' } : {}) }}
        styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
        onFocus={(event) => event.target.select()}
        onChange={(event) => onChange(event.target.value)}
        suffix={<span id={noteId} hidden>{note}</span>}
      />
    </Tooltip>
  );
}
