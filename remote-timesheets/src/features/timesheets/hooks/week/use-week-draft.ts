import { useMemo, useState } from 'react';
import type { TimesheetWeek } from '@portal/shared-contracts';
import { cellErrorKey, cellOf, gridFromWeek, isGridDirty, mergeDrafts, rowErrorKey, withRowsAdded, type GridRow } from '../../utils/week/grid-model';
import { NO_ERRORS, withoutError, type WeekErrors } from '../../utils/week/week-errors';

type Draft = { loaded: TimesheetWeek; rows: GridRow[]; errors: WeekErrors };

const fresh = (week: TimesheetWeek): Draft => ({ loaded: week, rows: gridFromWeek(week), errors: NO_ERRORS });

/**
 * The grid's rows as the person edits them, over the week they were loaded from. A newer server week replaces
 * them only while nothing is unsaved (another week, or a reload after someone else's change); unsaved work stays
 * until it is saved, discarded, or laid over the fresh week by `reload`.
 */
export function useWeekDraft(week: string, data: TimesheetWeek | undefined) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const current = draft?.loaded.week === week ? draft : null;
  const dirty = current ? isGridDirty(current.rows) : false;
  if (data && data.week === week && (!current || (!dirty && data.version !== current.loaded.version))) setDraft(fresh(data));

  // The setters only call setDraft, so they are made once: the grid's cells and rows are memoised on them.
  const setters = useMemo(() => {
    const update = (change: (draft: Draft) => Draft) => setDraft((before) => (before ? change(before) : before));
    const changeRow = (key: string, errorKey: string, change: (row: GridRow) => GridRow) =>
      update((d) => ({ ...d, rows: d.rows.map((row) => (row.key === key ? change(row) : row)), errors: withoutError(d.errors, errorKey) }));
    return {
      setCell: (key: string, date: string, text: string) =>
        changeRow(key, cellErrorKey(key, date), (row) => ({ ...row, cells: { ...row.cells, [date]: { ...cellOf(row, date), text } } })),
      setDescription: (key: string, description: string) => changeRow(key, rowErrorKey(key), (row) => ({ ...row, description })),
      addRows: (rows: GridRow[]) => update((d) => ({ ...d, rows: withRowsAdded(d.rows, rows) })),
      removeRow: (key: string) => update((d) => ({ ...d, rows: d.rows.filter((row) => row.key !== key) })),
      showErrors: (errors: WeekErrors) => update((d) => ({ ...d, errors })),
      /** Back to the week as loaded (or as just saved). */
      reset: (to: TimesheetWeek) => setDraft(fresh(to)),
      /** The fresh week with the unsaved work kept as drafts over it. */
      reload: (to: TimesheetWeek) => update((d) => ({ loaded: to, rows: mergeDrafts(gridFromWeek(to), d.rows), errors: NO_ERRORS })),
    };
  }, []);

  return { draft: current, dirty, ...setters };
}
