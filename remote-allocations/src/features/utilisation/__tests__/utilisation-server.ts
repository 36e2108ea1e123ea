import { http, HttpResponse } from 'msw';
import { createRecordingServer } from '@portal/shared-ui/testing';
import type { UtilisationFigures, UtilisationReport } from '../api/utilisation-api';

const figures = (capacity: number | null, planned: number, submitted: number, approved: number, rejected = 0): UtilisationFigures => {
  const logged = submitted + approved;
  const pct = (part: number, whole: number | null) => (whole ? Math.round((part / whole) * 1000) / 10 : null);
  return { capacity, planned, submitted, approved, rejected, logged, utilisation: pct(logged, capacity), planPercent: pct(planned, capacity), planAccuracy: pct(logged, planned) };
};

/** Two weeks: Carla under-used then over-booked; Dmitri normal, then off all week (no capacity). */
export const peopleReport: UtilisationReport = {
  periods: [
    { start: '2026-11-16', end: '2026-11-22' },
    { start: '2026-11-23', end: '2026-11-29' },
  ],
  data: [
    { id: 7, name: 'Carla Xu', detail: 'HUMAN_RESOURCES', periods: [figures(16, 16, 3, 4, 2), figures(40, 32, 20, 28)], total: figures(56, 48, 23, 32, 2) },
    { id: 8, name: 'Dmitri Wolfe', detail: 'Sales', periods: [figures(40, 40, 0, 32), figures(0, 0, 0, 0)], total: figures(40, 40, 0, 32) },
  ],
  total: 2,
};

export const projectReport: UtilisationReport = {
  periods: peopleReport.periods,
  data: [{ id: 3, name: 'Apollo', detail: 'Acme Corp', periods: [figures(null, 16, 7, 0), figures(null, 10, 4, 7)], total: figures(null, 26, 11, 7) }],
  total: 1,
};

/** A fake report API: answers the report of the grouping asked for and records every request. */
export function createUtilisationServer() {
  const { server, requests, clearRequests } = createRecordingServer(
    http.get('/api/v1/reports/utilisation', ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('groupBy') === 'project' ? projectReport : peopleReport),
    ),
  );
  const reportRequests = () => requests.filter((r) => r.path === '/api/v1/reports/utilisation');
  return { server, requests, reportRequests, reset: clearRequests };
}
