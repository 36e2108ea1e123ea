import { http, HttpResponse } from 'msw';
import { createRecordingServer } from '@portal/shared-ui/testing';
import { ownWeeksHandler } from './own-weeks-handler';
import type { TimesheetWeek, TimesheetWeekSave } from '@portal/shared-contracts';
import { noTeamHandler, projects } from './timesheet-server';

export const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

export const weekOf = (over: Partial<TimesheetWeek> = {}): TimesheetWeek => ({
  week: '2026-W48',
  days: DAYS,
  today: '2026-11-26',
  version: 'v1',
  expectedHours: 32,
  holidays: [{ date: '2026-11-26', name: 'Thanksgiving' }],
  timeOff: [],
  allocatedProjects: [{ id: 4, name: 'Borealis' }],
  rows: [
    {
      projectId: 2,
      projectName: 'Apollo',
      description: 'Sprint work',
      cells: {
        '2026-11-23': { id: 11, hours: 7.5, status: 'APPROVED', rejectionReason: null },
        '2026-11-24': { id: 12, hours: 8, status: 'SUBMITTED', rejectionReason: null },
        '2026-11-25': { id: 13, hours: 4, status: 'REJECTED', rejectionReason: 'Wrong project' },
      },
    },
  ],
  ...over,
});

/** A fake week API: GET answers `state.weeks[week]` (an empty week when absent), PUT records the body and answers `state.saved`. */
export function createWeekServer() {
  const state: { weeks: Record<string, TimesheetWeek>; saved: TimesheetWeek } = { weeks: { '2026-W48': weekOf() }, saved: weekOf({ version: 'v2' }) };
  const { server, requests, clearRequests } = createRecordingServer(
    http.get('/api/v1/me/timesheets/weeks/:week', ({ params }) =>
      HttpResponse.json(state.weeks[String(params.week)] ?? weekOf({ week: String(params.week), rows: [], holidays: [] })),
    ),
    http.put('/api/v1/me/timesheets/weeks/:week', () => HttpResponse.json(state.saved)),
    http.get('/api/v1/projects/dropdown', () => HttpResponse.json(projects)),
    ownWeeksHandler,
    noTeamHandler,
    http.get('/api/v1/timesheets/my', () => HttpResponse.json({ data: [], total: 0 })),
  );
  const saves = () => requests.filter((r) => r.method === 'PUT').map((r) => r.body as TimesheetWeekSave);
  const weekLoads = () => requests.filter((r) => r.method === 'GET' && r.path.includes('/weeks/')).map((r) => r.path.split('/').at(-1));
  const reset = () => {
    clearRequests();
    state.weeks = { '2026-W48': weekOf() };
    state.saved = weekOf({ version: 'v2' });
  };
  return { server, requests, saves, weekLoads, reset, state };
}
