import { todayIn } from '../api-internals.js';
import type { LoadScenario } from './load-scenarios.js';
import { jsonHeaders, type LoadRequest } from './run-autocannon.js';

const get = (path: string, token: string): LoadRequest => ({ method: 'GET', path, headers: jsonHeaders(token) });
const thisMonth = () => todayIn('UTC').slice(0, 7);

/**
 * Issue 38, point 7: a line manager's Team tab (their nine reports' entries, waiting ones first, a page as the tab asks
 * for it) and the team calendar's month: the manager's team, and everyone (an admin) page 1, as the page asks.
 */
export const TEAM_SCENARIOS: LoadScenario[] = [
  { name: 'team tab page 1', group: 'team', targetKind: 'team', request: async (s) => get('/api/v1/timesheets/team?limit=10&offset=0', s.managerToken) },
  { name: 'team calendar, team', group: 'team', targetKind: 'team', request: async (s) => get(`/api/v1/team-calendar?month=${thisMonth()}&scope=team&limit=20`, s.managerToken) },
  { name: 'team calendar, everyone page 1', group: 'team', targetKind: 'team', request: async (s) => get(`/api/v1/team-calendar?month=${thisMonth()}&scope=all&limit=20`, s.adminToken) },
];
