import type { LoadScenario } from './load-scenarios.js';
import { jsonHeaders, type LoadRequest } from './run-autocannon.js';

/** What the Utilisation page asks for: 20 rows of the twelve weeks up to this one (the report's default range). */
const PAGE = 'limit=20&offset=0';

const get = (path: string, token: string): LoadRequest => ({ method: 'GET', path, headers: jsonHeaders(token) });
const report = (name: string, query: string): LoadScenario => ({
  name: `utilisation ${name}`,
  group: 'reports',
  targetKind: 'report',
  request: async (s) => get(`/api/v1/reports/utilisation?${PAGE}&${query}`, s.adminToken),
});

/** The utilisation report (issue 20, point 7): each grouping's first page over 12 weeks, a sort by a figure and a search. */
export const REPORT_SCENARIOS: LoadScenario[] = [
  report('by person', 'groupBy=person'),
  report('by department', 'groupBy=department'),
  report('by project', 'groupBy=project'),
  report('by person, busiest first', 'groupBy=person&orderBy=utilisation&order=desc'),
  report('by month', 'groupBy=person&period=month'),
  report('search "sharma"', 'groupBy=person&searchInput=sharma'),
];
