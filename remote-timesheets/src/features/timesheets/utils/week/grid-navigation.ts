/** A cell of the grid by row and day (0 = Monday). */
export type CellPosition = { row: number; day: number };

const DAYS = 7;

const STEPS: Record<string, CellPosition> = {
  ArrowLeft: { row: 0, day: -1 },
  ArrowRight: { row: 0, day: 1 },
  ArrowUp: { row: -1, day: 0 },
  ArrowDown: { row: 1, day: 0 },
};

/**
 * Where a key moves the focus from `from`, skipping cells that cannot take it (future days): arrows move within
 * the row or the day's column, Tab and Shift+Tab through the cells in reading order. Null: no such cell, and the key
 * keeps its usual meaning (Tab leaves the grid).
 */
export function nextCell(from: CellPosition, key: string, shift: boolean, rows: number, canFocus: (at: CellPosition) => boolean): CellPosition | null {
  const step = key === 'Tab' ? { row: 0, day: shift ? -1 : 1 } : STEPS[key];
  if (!step) return null;
  let at = from;
  for (;;) {
    let day = at.day + step.day;
    let row = at.row + step.row;
    if (key === 'Tab' && (day < 0 || day >= DAYS)) {
      row += day < 0 ? -1 : 1;
      day = day < 0 ? DAYS - 1 : 0;
    }
    if (row < 0 || row >= rows || day < 0 || day >= DAYS) return null;
    at = { row, day };
    if (canFocus(at)) return at;
  }
}
