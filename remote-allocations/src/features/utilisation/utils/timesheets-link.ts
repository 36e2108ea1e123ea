import type { ReportPeriod } from '../api/utilisation-api';

/**
 * All Timesheets (the admin's tab of /timesheets) filtered to one person and period. That list reads its search
 * and dates from the URL but no person id, so the person is its search: their full name, which also matches a
 * project or description containing it (rare for a full name).
 */
export function timesheetsLinkOf(personName: string, period: ReportPeriod): string {
  const query = new URLSearchParams({ search: personName, startDate: period.start, endDate: period.end });
  return `/timesheets?${query.toString()}`;
}
