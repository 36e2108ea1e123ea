import type { TimesheetStatus, TimesheetWeek, TimesheetWeekSave } from '@portal/shared-contracts';
import { formatHours, parseHours } from './parse-hours';
import type { HoursRow } from './week-totals';

/** One day of a row: the saved entry, if any, and what the cell shows now. */
export type GridCell = { id?: number; status?: TimesheetStatus; rejectionReason?: string | null; saved: string; text: string };

/** One row of the grid: a project and description, and its cells by date. `savedDescription` is null for a new row. */
export type GridRow = {
  key: string;
  projectId: number;
  projectName: string;
  description: string;
  savedDescription: string | null;
  cells: Record<string, GridCell>;
};

const savedKey = (projectId: number, description: string) => `${projectId}:${description}`;
let added = 0;

/** The grid of a week as the server has it, every cell showing its saved hours. */
export function gridFromWeek(week: TimesheetWeek): GridRow[] {
  return week.rows.map((row) => ({
    key: savedKey(row.projectId, row.description),
    projectId: row.projectId,
    projectName: row.projectName,
    description: row.description,
    savedDescription: row.description,
    cells: Object.fromEntries(
      Object.entries(row.cells).map(([date, cell]) => {
        const shown = formatHours(cell.hours);
        return [date, { id: cell.id, status: cell.status, rejectionReason: cell.rejectionReason, saved: shown, text: shown }];
      }),
    ),
  }));
}

/** A row the person added (or copied): no entries yet. */
export function newRow(projectId: number, projectName: string, description = ''): GridRow {
  added += 1;
  return { key: `new-${added}`, projectId, projectName, description, savedDescription: null, cells: {} };
}

/** A day the row has no entry on: one object for all of them, so an untouched cell's props stay the same between renders. */
const NO_ENTRY: GridCell = Object.freeze({ saved: '', text: '' });

export const cellOf = (row: GridRow, date: string): GridCell => row.cells[date] ?? NO_ENTRY;

/** A row added but not typed in yet: no description, no hours. */
const isBlankNewRow = (row: GridRow) =>
  row.savedDescription === null && row.description.trim() === '' && Object.values(row.cells).every((cell) => cell.text.trim() === '');

/**
 * `added` after `rows`, but for a blank row of a project that has one already: picking a project twice adds one row.
 * The picker commits its active option on Tab as on Enter, so Enter and then a Shift+Tab back to the grid, pressed
 * before the list had closed, picked the project twice (seen in the browser tests on a busy machine).
 */
export function withRowsAdded(rows: readonly GridRow[], added: readonly GridRow[]): GridRow[] {
  const blankFor = new Set(rows.filter(isBlankNewRow).map((row) => row.projectId));
  return [...rows, ...added.filter((row) => !(isBlankNewRow(row) && blankFor.has(row.projectId)))];
}

const isCellEdited = (cell: GridCell) => cell.text.trim() !== cell.saved;

export const isRowDirty = (row: GridRow) => row.description !== row.savedDescription || Object.values(row.cells).some(isCellEdited);

/** Anything unsaved: a new row, an edited description or cell (loaded rows hold entries, so none is ever removed). */
export const isGridDirty = (rows: readonly GridRow[]) => rows.some(isRowDirty);

/** A row may be removed while it holds no entry and no typed hours. */
export const isRowEmpty = (row: GridRow) => Object.values(row.cells).every((cell) => cell.id === undefined && cell.text.trim() === '');

/** Each row's hours by date, for the totals; text that is no number counts as nothing. */
export const hoursRows = (rows: readonly GridRow[]): HoursRow[] =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row.cells).map(([date, cell]) => {
        const parsed = parseHours(cell.text);
        return [date, parsed.valid ? parsed.hours : null];
      }),
    ),
  );

export const cellErrorKey = (rowKey: string, date: string) => `${rowKey}|${date}`;
export const rowErrorKey = (rowKey: string) => `${rowKey}|row`;

export const UNREADABLE_HOURS = 'Enter hours as 7.5, 7,5 or 7:30.';

/** The cells whose text is no amount of hours, keyed as cell errors. */
export function unreadableCells(rows: readonly GridRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const row of rows)
    for (const [date, cell] of Object.entries(row.cells)) if (!parseHours(cell.text).valid) errors[cellErrorKey(row.key, date)] = UNREADABLE_HOURS;
  return errors;
}

/**
 * The save body: every row in grid order (the server's `rows.<i>` names them back by that index), and in each row
 * every cell that has an entry or a typed value; an emptied cell with an entry is sent as null, which deletes it.
 */
export function savePayload(version: string, rows: readonly GridRow[]): TimesheetWeekSave {
  return {
    version,
    rows: rows.map((row) => ({
      projectId: row.projectId,
      description: row.description.trim(),
      cells: Object.fromEntries(
        Object.entries(row.cells)
          .filter(([, cell]) => cell.id !== undefined || cell.text.trim() !== '')
          .map(([date, cell]) => {
            const parsed = parseHours(cell.text);
            const hours = parsed.valid ? parsed.hours : null;
            return [date, cell.id === undefined ? { hours } : { id: cell.id, hours }];
          }),
      ),
    })),
  };
}

/**
 * The fresh week with the person's unsaved work laid over it (after a 409): an edited description and each edited
 * cell stay as drafts on the same row (found by project and saved description), unless the entry is now approved;
 * a row the fresh week lacks stays as a new row holding its typed cells.
 */
export function mergeDrafts(fresh: readonly GridRow[], drafts: readonly GridRow[]): GridRow[] {
  const merged = fresh.map((row) => ({ ...row, cells: { ...row.cells } }));
  for (const draft of drafts.filter(isRowDirty)) {
    const edited = Object.entries(draft.cells).filter(([, cell]) => isCellEdited(cell));
    const target = draft.savedDescription === null ? undefined : merged.find((row) => row.key === draft.key);
    if (!target) {
      const cells = Object.fromEntries(edited.map(([date, cell]) => [date, { saved: '', text: cell.text }]));
      merged.push({ ...draft, savedDescription: null, key: newRow(draft.projectId, draft.projectName).key, cells });
      continue;
    }
    if (draft.description !== draft.savedDescription) target.description = draft.description;
    for (const [date, cell] of edited) {
      const current = cellOf(target, date);
      if (current.status !== 'APPROVED') target.cells[date] = { ...current, text: cell.text };
    }
  }
  return merged;
}
