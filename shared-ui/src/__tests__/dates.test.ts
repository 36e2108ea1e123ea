import dayjs from 'dayjs';
import { API_DATE_FORMAT, DISPLAY_DATE_FORMAT, formatDisplayDate, toApiDate } from '../dates';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../paging';

describe('date helpers', () => {
  it('shows API dates as MM-DD-YYYY', () => {
    expect(formatDisplayDate('2024-03-07')).toBe('03-07-2024');
    expect(formatDisplayDate('2024-03-07T00:00:00.000Z')).toBe('03-07-2024');
    expect(formatDisplayDate(dayjs('2023-12-31'))).toBe('12-31-2023');
    expect(formatDisplayDate(new Date(2022, 0, 9))).toBe('01-09-2022');
  });

  it('gives an empty string for empty or invalid input', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate(undefined)).toBe('');
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate('not a date')).toBe('');
    expect(toApiDate(null)).toBe('');
  });

  it('sends dates as YYYY-MM-DD', () => {
    expect(toApiDate(dayjs('2024-03-07'))).toBe('2024-03-07');
    expect(toApiDate(new Date(2024, 10, 2))).toBe('2024-11-02');
    expect(toApiDate('2024-03-07')).toBe('2024-03-07');
  });

  it('exposes the formats and paging constants of the spec', () => {
    expect(DISPLAY_DATE_FORMAT).toBe('MM-DD-YYYY');
    expect(API_DATE_FORMAT).toBe('YYYY-MM-DD');
    expect(PAGE_SIZE_OPTIONS).toEqual([5, 10, 25, 50]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });
});
