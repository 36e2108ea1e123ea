import { formatHours, parseHours } from '../utils/week/parse-hours';

test.each([
  ['7.5', 7.5],
  ['7,5', 7.5],
  ['7:30', 7.5],
  ['0:45', 0.75],
  ['8', 8],
  [' 8 ', 8],
  ['.5', 0.5],
  [',5', 0.5],
  ['7.', 7],
  ['9:00', 9],
])('"%s" is %d hours', (text, hours) => {
  expect(parseHours(text)).toEqual({ valid: true, hours });
});

test.each(['', '   '])('blank ("%s") is no entry', (text) => {
  expect(parseHours(text)).toEqual({ valid: true, hours: null });
});

test.each(['abc', '-1', '7:75', '7:5', '7.5.1', '7,5,1', '1e2', '7 h', ':30', '7:'])('"%s" is invalid', (text) => {
  expect(parseHours(text)).toEqual({ valid: false });
});

test('hours show with up to two decimals and no trailing zeros', () => {
  expect(formatHours(7.5)).toBe('7.5');
  expect(formatHours(8)).toBe('8');
  expect(formatHours(0.75)).toBe('0.75');
  expect(formatHours(1 / 3)).toBe('0.33');
});
