import { gridFromWeek, isGridDirty, mergeDrafts, newRow, savePayload, withRowsAdded, type GridRow } from '../utils/week/grid-model';
import { nextCell } from '../utils/week/grid-navigation';
import { weekErrorsOf } from '../utils/week/week-errors';
import { weekOf } from './week-server';

const edit = (rows: GridRow[], index: number, date: string, text: string) =>
  rows.map((row, i) => (i === index ? { ...row, cells: { ...row.cells, [date]: { ...(row.cells[date] ?? { saved: '' }), text } } } : row));

test('a loaded week is clean; a typed cell or a new row makes it dirty', () => {
  const rows = gridFromWeek(weekOf());
  expect(isGridDirty(rows)).toBe(false);
  expect(isGridDirty(edit(rows, 0, '2026-11-26', '3'))).toBe(true);
  expect(isGridDirty([...rows, newRow(4, 'Borealis')])).toBe(true);
});

test('a project picked twice while its new row is still blank gets one row; typed in, or another project, gets another', () => {
  const rows = gridFromWeek(weekOf());
  const picked = withRowsAdded(rows, [newRow(4, 'Borealis')]);
  expect(picked).toHaveLength(rows.length + 1);
  expect(withRowsAdded(picked, [newRow(4, 'Borealis')])).toEqual(picked);
  expect(withRowsAdded(edit(picked, rows.length, '2026-11-26', '3'), [newRow(4, 'Borealis')])).toHaveLength(rows.length + 2);
  expect(withRowsAdded(picked, [newRow(4, 'Borealis', 'Support')])).toHaveLength(rows.length + 2);
  expect(withRowsAdded(picked, [newRow(7, 'Cygnus')])).toHaveLength(rows.length + 2);
});

test('the payload sends every row, and only cells with an entry or a value; emptied entries as null', () => {
  const rows = edit(edit([...gridFromWeek(weekOf()), newRow(4, 'Borealis', ' Support ')], 0, '2026-11-25', ''), 1, '2026-11-23', '7:30');
  expect(savePayload('v1', rows)).toEqual({
    version: 'v1',
    rows: [
      { projectId: 2, description: 'Sprint work', cells: { '2026-11-23': { id: 11, hours: 7.5 }, '2026-11-24': { id: 12, hours: 8 }, '2026-11-25': { id: 13, hours: null } } },
      { projectId: 4, description: 'Support', cells: { '2026-11-23': { hours: 7.5 } } },
    ],
  });
});

test('after a conflict, typed cells stay over the fresh week, but never over a cell approved meanwhile', () => {
  const drafts = edit(edit([...gridFromWeek(weekOf()), newRow(4, 'Borealis')], 0, '2026-11-24', '6'), 1, '2026-11-23', '2');
  const fresh = weekOf({ version: 'v2' });
  fresh.rows[0]!.cells['2026-11-24'] = { id: 12, hours: 8, status: 'APPROVED', rejectionReason: null };
  fresh.rows[0]!.cells['2026-11-26'] = { id: 14, hours: 1, status: 'SUBMITTED', rejectionReason: null };
  const merged = mergeDrafts(gridFromWeek(fresh), drafts);
  expect(merged).toHaveLength(2);
  expect(merged[0]?.cells['2026-11-24']?.text).toBe('8');
  expect(merged[0]?.cells['2026-11-26']?.text).toBe('1');
  expect(merged[1]).toMatchObject({ projectId: 4, cells: { '2026-11-23': { saved: '', text: '2' } } });
});

test("the server's field names land on the row and cell they name, anything else in the summary", () => {
  const rows = gridFromWeek(weekOf());
  expect(
    weekErrorsOf({ 'rows.0.cells.2026-11-24.hours': 'Too many', 'rows.0.projectId': 'Closed project', version: 'Odd', 'rows.5.description': 'Gone' }, rows),
  ).toEqual({ byKey: { '2:Sprint work|2026-11-24': 'Too many', '2:Sprint work|row': 'Closed project' }, other: ['Odd', 'Gone'] });
});

test('keys move within a row, a column, or in reading order with Tab, over cells that cannot take focus', () => {
  const open = ({ day }: { row: number; day: number }) => day < 4;
  expect(nextCell({ row: 0, day: 3 }, 'ArrowRight', false, 2, open)).toBeNull();
  expect(nextCell({ row: 0, day: 3 }, 'Tab', false, 2, open)).toEqual({ row: 1, day: 0 });
  expect(nextCell({ row: 1, day: 0 }, 'Tab', true, 2, open)).toEqual({ row: 0, day: 3 });
  expect(nextCell({ row: 1, day: 3 }, 'Tab', false, 2, open)).toBeNull();
  expect(nextCell({ row: 0, day: 2 }, 'ArrowDown', false, 2, open)).toEqual({ row: 1, day: 2 });
  expect(nextCell({ row: 0, day: 2 }, 'ArrowUp', false, 2, open)).toBeNull();
  expect(nextCell({ row: 0, day: 2 }, 'a', false, 2, open)).toBeNull();
});
