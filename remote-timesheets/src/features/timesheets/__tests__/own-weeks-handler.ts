import { http, HttpResponse } from 'msw';
import type { UtilisationFigures, UtilisationReport } from '@portal/shared-contracts';

export const figures = (capacity: number, logged: number): UtilisationFigures => ({
  capacity, planned: 0, submitted: logged, approved: 0, rejected: 0, logged, utilisation: null, planPercent: null, planAccuracy: null,
});

/** The person's own row of the utilisation report, last week and this week, as My Timesheet's summary asks for it. */
export const ownWeeks: UtilisationReport = {
  periods: [{ start: '2026-11-16', end: '2026-11-22' }, { start: '2026-11-23', end: '2026-11-29' }],
  data: [{ id: 3, name: 'Eve Employee', detail: null, periods: [figures(32, 30.5), figures(40, 12)], total: figures(72, 42.5) }],
  total: 1,
};

export const ownWeeksHandler = http.get('/api/v1/reports/utilisation', () => HttpResponse.json(ownWeeks));
