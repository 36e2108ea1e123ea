import type { FocusEvent } from 'react';
import type { GridCell } from './grid-model';
import { dayLabel } from './iso-week';

/** What a day's hours tell beside their value: the error, approved (read-only), rejected with its reason, or a future day. */
export const noteOf = (cell: GridCell, future: boolean, error?: string) => {
  if (error) return error;
  if (cell.status === 'APPROVED') return 'Approved: read-only';
  if (cell.status === 'REJECTED') return `Rejected: ${cell.rejectionReason ?? 'no reason given'}`;
  return future ? 'A future day: hours cannot be logged yet' : undefined;
};

type HoursInput = { cell: GridCell; projectName: string; date: string; position: string; future: boolean; error?: string; noteId: string };

/**
 * The props of a day's hours input, the grid's cell and the day view's entry alike: its name, read-only when
 * approved, disabled on a future day, marked when wrong, described by its note, and the decimal keyboard.
 */
export function hoursInputProps({ cell, projectName, date, position, future, error, noteId }: HoursInput) {
  const approved = cell.status === 'APPROVED';
  return {
    value: cell.text,
    'data-cell': position,
    'aria-label': `Hours for ${projectName} on ${dayLabel(date)}`,
    'aria-readonly': approved || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': noteOf(cell, future, error) ? noteId : undefined,
    readOnly: approved,
    disabled: future,
    status: error ? ('error' as const) : undefined,
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    styles: { input: { textAlign: 'right' as const, fontVariantNumeric: 'tabular-nums' } },
    onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select(),
  };
}

/** An approved entry's hours are tinted green, as its status tag. */
export const APPROVED_BACKGROUND = { background: '#f6ffed' };
