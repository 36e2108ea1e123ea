import { cellErrorKey, rowErrorKey, type GridRow } from './grid-model';
import { dayLabel } from './iso-week';

/** What a refused save left to show: reasons by cell or row (grid-model's keys), and reasons about neither. */
export type WeekErrors = { byKey: Record<string, string>; other: string[] };

export const NO_ERRORS: WeekErrors = { byKey: {}, other: [] };

const CELL_FIELD = /^rows\.(\d+)\.cells\.(\d{4}-\d{2}-\d{2})\.(?:hours|id)$/;
const ROW_FIELD = /^rows\.(\d+)\.(?:projectId|description)$/;

/** The server's field problems (`rows.<i>.cells.<date>.hours`, `rows.<i>.description`, …) put on the grid's cells and rows. */
export function weekErrorsOf(fieldErrors: Readonly<Record<string, string>>, rows: readonly GridRow[]): WeekErrors {
  const errors: WeekErrors = { byKey: {}, other: [] };
  for (const [field, reason] of Object.entries(fieldErrors)) {
    const cell = CELL_FIELD.exec(field);
    const row = rows[Number((cell ?? ROW_FIELD.exec(field))?.[1] ?? -1)];
    if (cell && row) errors.byKey[cellErrorKey(row.key, cell[2] as string)] = reason;
    else if (row) errors.byKey[rowErrorKey(row.key)] = reason;
    else errors.other.push(reason);
  }
  return errors;
}

/** Each problem as a line of the summary above the grid: 'Apollo, Mon 23 Nov: …'. */
export function errorSummary(errors: WeekErrors, rows: readonly GridRow[]): string[] {
  const lines: string[] = [];
  for (const row of rows)
    for (const [key, reason] of Object.entries(errors.byKey)) {
      if (key === rowErrorKey(row.key)) lines.push(`${row.projectName}: ${reason}`);
      else if (key.startsWith(`${row.key}|`)) lines.push(`${row.projectName}, ${dayLabel(key.slice(row.key.length + 1))}: ${reason}`);
    }
  return [...lines, ...errors.other];
}

/** The errors without the one about `key` (the person edited that cell or row). */
export function withoutError(errors: WeekErrors, key: string): WeekErrors {
  if (!(key in errors.byKey)) return errors;
  const byKey = { ...errors.byKey };
  delete byKey[key];
  return { ...errors, byKey };
}
