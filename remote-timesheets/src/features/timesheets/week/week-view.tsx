import { useEffect, useEffectEvent, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Flex, Space, Spin, Typography } from '@portal/shared-ui';
import { useGetMyTimesheetWeekQuery } from '../api/timesheets-api';
import { AddWeekRows } from './add-week-rows';
import { useSaveWeek } from './use-save-week';
import { useWarnBeforeUnload } from './use-warn-before-unload';
import { useWeekDraft } from './use-week-draft';
import { errorSummary } from './week-errors';
import { WeekGrid } from './week-grid';
import { WeekHeader } from './week-header';

type Props = {
  week: string;
  onWeekChange: (week: string) => void;
  /** Told whether the grid holds unsaved work, so leaving it can ask first. */
  onDirtyChange: (dirty: boolean) => void;
};

const isField = (target: EventTarget) => target instanceof HTMLInputElement && ('cell' in target.dataset || 'description' in target.dataset);

/** My Timesheet's week: the grid of one ISO week, saved whole with Save, Enter or Ctrl+S; Esc discards. */
export function WeekView({ week, onWeekChange, onDirtyChange }: Props) {
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

  const summary = draft ? errorSummary(draft.errors, draft.rows) : [];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} onKeyDown={handleKeyDown}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <WeekHeader week={week} onWeekChange={onWeekChange} />
        <Space>
          <Button onClick={handleDiscard} disabled={!dirty || saving}>
            Discard changes
          </Button>
          <Button type="primary" loading={saving} disabled={!dirty} onClick={() => void handleSave()}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </Space>
      </Flex>
      {query.isError && !draft ? (
        <Flex gap={8} align="center">
          <Typography.Text type="danger">Failed to fetch timesheets</Typography.Text>
          <Button size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Flex>
      ) : null}
      {changedMessage ? (
        <Alert
          type="warning"
          showIcon
          title={changedMessage}
          action={
            <Button size="small" loading={query.isFetching} onClick={() => void handleReload()}>
              Reload
            </Button>
          }
        />
      ) : null}
      {summary.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title="The week was not saved. Fix these and save again:"
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Spin spinning={!draft ? !query.isError : query.isFetching} description="Loading week...">
        {draft ? (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <div style={{ overflowX: 'auto' }}>
              <WeekGrid
                week={draft.loaded}
                rows={draft.rows}
                errors={draft.errors.byKey}
                onCellChange={grid.setCell}
                onDescriptionChange={grid.setDescription}
                onRemoveRow={grid.removeRow}
              />
            </div>
            <AddWeekRows week={draft.loaded} rows={draft.rows} onAdd={grid.addRows} />
          </Space>
        ) : (
          <div style={{ minHeight: 160 }} />
        )}
      </Spin>
    </Space>
  );
}
