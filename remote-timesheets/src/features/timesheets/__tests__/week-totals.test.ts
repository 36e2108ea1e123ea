import { dayTotals, rowTotal, weekTotal, weekTotalLabel, type HoursRow } from '../utils/week/week-totals';

const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const rows: HoursRow[] = [
  { '2026-11-23': 7.5, '2026-11-24': 8, '2026-11-25': null },
  { '2026-11-23': 0.5, '2026-11-29': 2 },
  {},
];

test('a row total adds its days and skips empty cells', () => {
  expect(rowTotal(rows[0]!, days)).toBe(15.5);
  expect(rowTotal(rows[2]!, days)).toBe(0);
});

test('day totals add every row, day by day', () => {
  expect(dayTotals(rows, days)).toEqual([8, 8, 0, 0, 0, 0, 2]);
});

test('the week total adds every row and day, and reads against the expected hours', () => {
  expect(weekTotal(rows, days)).toBe(18);
  expect(weekTotal([], days)).toBe(0);
  expect(weekTotalLabel(31.5, 40)).toBe('31.5 of 40 h');
  expect(weekTotalLabel(0, 32)).toBe('0 of 32 h');
});
