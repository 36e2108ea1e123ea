import dayjs from 'dayjs';
import { bandOf, OVER_BOOKED_ABOVE, UNDER_USE_BELOW } from '../utils/utilisation-bands';
import { axisLabel, isoWeekNumber, periodLabel } from '../utils/period-labels';
import { rangeChoice } from '../utils/report-range';
import { timesheetsLinkOf } from '../utils/timesheets-link';

test.each([
  [null, 'none'],
  [0, 'under'],
  [UNDER_USE_BELOW - 0.1, 'under'],
  [UNDER_USE_BELOW, 'normal'],
  [OVER_BOOKED_ABOVE, 'normal'],
  [OVER_BOOKED_ABOVE + 0.1, 'over'],
])('%s %% is %s', (percent, band) => {
  expect(bandOf(percent)).toBe(band);
});

test.each([
  ['2026-11-23', 48],
  ['2025-12-29', 1],
  ['2027-01-01', 53],
  ['2026-12-28', 53],
  ['2021-01-03', 53],
  ['2021-01-04', 1],
])('%s is in ISO week %i', (date, week) => {
  expect(isoWeekNumber(date)).toBe(week);
});

test('columns and chart ticks name weeks and months', () => {
  expect(periodLabel({ start: '2026-11-23', end: '2026-11-29' }, 'week')).toBe('W48 · 23 Nov');
  expect(periodLabel({ start: '2026-11-01', end: '2026-11-30' }, 'month')).toBe('Nov 2026');
  expect(axisLabel({ start: '2026-11-23', end: '2026-11-29' }, 'week')).toBe('W48\n23 Nov');
  expect(axisLabel({ start: '2026-11-01', end: '2026-11-30' }, 'month')).toBe('Nov\n2026');
});

test('a person-period links to All Timesheets searched by name over that period', () => {
  expect(timesheetsLinkOf('Zoë O’Neil & Co', { start: '2026-11-01', end: '2026-11-30' })).toBe(
    '/timesheets?search=Zo%C3%AB+O%E2%80%99Neil+%26+Co&startDate=2026-11-01&endDate=2026-11-30',
  );
});

test.each([
  ['week', '2026-11-25', '2026-11-29', { from: '2026-11-23', to: '2026-11-29' }],
  // A Sunday belongs to the ISO week before it.
  ['week', '2026-11-22', '2026-11-30', { from: '2026-11-16', to: '2026-12-06' }],
  ['month', '2026-09-15', '2026-11-03', { from: '2026-09-01', to: '2026-11-30' }],
  ['month', '2026-01-10', '2026-12-31', { from: '2026-01-01', to: '2026-12-31' }],
  ['month', '2026-01-10', '2027-01-01', { error: 'Choose at most 371 days (a year of weeks).' }],
] as const)('a %s range picked from %s to %s asks for %j', (period, start, end, expected) => {
  expect(rangeChoice(dayjs(start), dayjs(end), period)).toEqual(expected);
});

test('clearing the range goes back to the default one', () => {
  expect(rangeChoice(null, null, 'week')).toEqual({ from: undefined, to: undefined });
});
