import { useEffect, useEffectEvent, useState, type KeyboardEvent } from 'react';
import { useGetMyTimesheetWeekQuery } from '../../api/timesheets-api';
import { useSaveWeek } from './use-save-week';
import { useWarnBeforeUnload } from './use-warn-before-unload';
import { useWeekDraft } from './use-week-draft';

const isField = (target: EventTarget) => target instanceof HTMLInputElement && ('cell' in target.dataset || 'description' in target.dataset);

/**
 * One ISO week being edited, whichever way it is shown (the grid, or day by day on a phone): the loaded week, the
 * draft over it, and Save (also Enter in a field and Ctrl+S anywhere), Discard (also Esc) and Reload after a 409.
 */
export function useWeekEditor(week: string, onDirtyChange: (dirty: boolean) => void) {
  const query = useGetMyTimesheetWeekQuery(week);
  const grid = useWeekDraft(week, query.currentData);
  const { save, saving } = useSaveWeek(week);
  const [changedMessage, setChangedMessage] = useState<string | null>(null);
  const { draft, dirty } = grid;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useWarnBeforeUnload(dirty);

  const handleSave = async () => {
    if (!draft || !dirty || saving) return;
    const outcome = await save(draft.loaded.version, draft.rows);
    if ('saved' in outcome) grid.reset(outcome.saved);
    if ('errors' in outcome) grid.showErrors(outcome.errors);
    setChangedMessage('changed' in outcome ? outcome.changed : null);
  };
  const handleDiscard = () => {
    if (!draft) return;
    grid.reset(query.currentData ?? draft.loaded);
    setChangedMessage(null);
  };
  const handleReload = async () => {
    const fresh = await query.refetch();
    if (!fresh.data) return;
    grid.reload(fresh.data);
    setChangedMessage(null);
  };
  // Ctrl+S anywhere on the page (the focus may be on no field, e.g. after Reload), and never the browser's own Save;
  // but not from inside a dialog open over the page (Add Timesheet), whose own form it would bypass.
  const handleSaveKey = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (!((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's')) return;
    event.preventDefault();
    if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
    void handleSave();
  });
  useEffect(() => {
    window.addEventListener('keydown', handleSaveKey);
    return () => window.removeEventListener('keydown', handleSaveKey);
  }, []);
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && isField(event.target)) {
      event.preventDefault();
      void handleSave();
    } else if (event.key === 'Escape' && isField(event.target)) {
      event.preventDefault();
      handleDiscard();
    }
  };

  return { query, grid, saving, changedMessage, handleSave, handleDiscard, handleReload, handleKeyDown };
}

/** What `useWeekEditor` gives the views. */
export type WeekEditor = ReturnType<typeof useWeekEditor>;
