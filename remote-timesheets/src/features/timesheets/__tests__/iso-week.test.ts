import { isoWeekOf, mondayOfIsoWeek, shiftIsoWeek, weekRangeLabel } from '../utils/week/iso-week';

test('ISO weeks: a day falls in the week of its Thursday, Monday first', () => {
  expect(isoWeekOf('2026-11-23')).toBe('2026-W48');
  expect(isoWeekOf('2026-11-29')).toBe('2026-W48');
  expect(isoWeekOf('2026-11-30')).toBe('2026-W49');
  expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
  expect(isoWeekOf('2025-12-29')).toBe('2026-W01');
  expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
});

test('an ISO week has a Monday, moves by weeks across years, and shows its range', () => {
  expect(mondayOfIsoWeek('2026-W48')?.format('YYYY-MM-DD')).toBe('2026-11-23');
  expect(mondayOfIsoWeek('2026-W01')?.format('YYYY-MM-DD')).toBe('2025-12-29');
  expect(mondayOfIsoWeek('2025-W53')).toBeNull();
  expect(mondayOfIsoWeek('2026-48')).toBeNull();
  expect(shiftIsoWeek('2026-W53', 1)).toBe('2027-W01');
  expect(shiftIsoWeek('2026-W01', -1)).toBe('2025-W52');
  expect(weekRangeLabel('2026-W48')).toBe('23 Nov – 29 Nov 2026');
  expect(weekRangeLabel('2026-W01')).toBe('29 Dec 2025 – 4 Jan 2026');
});
