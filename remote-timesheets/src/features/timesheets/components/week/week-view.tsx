import { useState } from 'react';
import { Flex, Space, Spin } from '@portal/shared-ui';
import { DayView } from '../day/day-view';
import { useDayByDay } from '../../hooks/day/use-day-by-day';
import { AddWeekRows } from './add-week-rows';
import { useWeekEditor } from '../../hooks/week/use-week-editor';
import { WeekAlerts } from './week-alerts';
import { WeekGrid } from './week-grid';
import { WeekHeader } from './week-header';
import { WeekSaveButtons } from './week-save-buttons';

type Props = {
  week: string;
  onWeekChange: (week: string) => void;
  /** Told whether the week holds unsaved work, so leaving it can ask first. */
  onDirtyChange: (dirty: boolean) => void;
};

/**
 * My Timesheet's week, saved whole with Save, Enter or Ctrl+S; Esc discards. The grid of one ISO week, or on a
 * phone or tablet (where seven columns do not fit) the same week day by day, over the same draft and the same save.
 */
export function WeekView({ week, onWeekChange, onDirtyChange }: Props) {
  const editor = useWeekEditor(week, onDirtyChange);
  const dayByDay = useDayByDay();
  // Kept here, beside the draft, rather than in the day view: a change of viewport class (a tablet turned to landscape
  // shows the grid) unmounts the day view, and coming back must not lose the day any more than the typed hours.
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const { draft } = editor.grid;
  const grid = editor.grid;

  const body = !draft ? (
    <div style={{ minHeight: 160 }} />
  ) : dayByDay ? (
    <DayView week={draft.loaded} rows={draft.rows} errors={draft.errors.byKey} editor={editor} chosenDay={chosenDay} onChooseDay={setChosenDay} />
  ) : (
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
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} onKeyDown={editor.handleKeyDown}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <WeekHeader week={week} onWeekChange={onWeekChange} />
        {dayByDay ? null : <WeekSaveButtons editor={editor} />}
      </Flex>
      <WeekAlerts editor={editor} />
      <Spin spinning={!draft ? !editor.query.isError : editor.query.isFetching} description="Loading week...">
        {body}
      </Spin>
    </Space>
  );
}
