import { addDays, isoWeekOf, todayIn } from '../api-internals.js';
import type { BenchSession } from './bench-session.js';
import type { LoadScenario } from './load-scenarios.js';
import { jsonHeaders, type LoadRequest } from './run-autocannon.js';

/** A full week of the grid: this many rows of seven days (issue 21, point 5). */
const WEEK_ROWS = 10;
// Ten rows of 2 hours make 20 hours a day, within the 24-hour limit; saves alternate with 1.5 so every cell changes.
const HOURS = [2, 1.5] as const;
/** Weeks long before the seeded data: each belongs to one slot, so no one else writes there. */
const FIRST_SLOT_YEAR = 2003;

/** What the scenario reads of the API's answer (TimesheetWeek in shared-contracts). */
type WeekAnswer = { version: string; days: string[]; rows: { description: string; cells: Record<string, { id: number; hours: number }> }[] };

const weekPath = (week: string) => `/api/v1/me/timesheets/weeks/${week}`;
const rowDescription = (row: number) => `Bench week row ${row}`;

/** Loading the grid: the signed-in employees in turn, each their last full week of seeded entries. */
function loadWeekRequest(session: BenchSession): LoadRequest {
  const week = isoWeekOf(addDays(todayIn('UTC'), -7));
  let next = 0;
  return {
    method: 'GET',
    path: weekPath(week),
    setupRequest: (request) => {
      const employee = session.employees[next++ % session.employees.length];
      return { ...request, headers: jsonHeaders(employee?.token) };
    },
  };
}

/** Weeks the save scenario keeps, one per request in flight: enough for 100 connections. */
const SLOTS = 100;

/** A week only the save scenario writes, what it holds now and the hours its next save puts in every cell. */
type Slot = { token: string; week: string; days: string[]; version: string; ids: Map<string, number>; hours: number };

const cellKey = (description: string, date: string) => `${description}|${date}`;

function refresh(slot: Slot, answer: WeekAnswer): void {
  slot.days = answer.days;
  slot.version = answer.version;
  slot.ids = new Map(answer.rows.flatMap((row) => Object.entries(row.cells).map(([date, cell]) => [cellKey(row.description, date), cell.id] as const)));
  const current = answer.rows.find((row) => row.description === rowDescription(0))?.cells[answer.days[0]!]?.hours;
  slot.hours = current === HOURS[0] ? HOURS[1] : HOURS[0];
}

function saveBody(slot: Slot, projectIds: number[]): string {
  const rows = Array.from({ length: WEEK_ROWS }, (_, row) => {
    const description = rowDescription(row);
    const cells = Object.fromEntries(slot.days.map((date) => [date, { id: slot.ids.get(cellKey(description, date)), hours: slot.hours }]));
    return { projectId: projectIds[row % projectIds.length], description, cells };
  });
  return JSON.stringify({ version: slot.version, rows });
}

/**
 * Saving a full week (10 rows × 7 days, every cell changed): each request takes a week no request in flight has,
 * sends it with the version and ids of its last answer, and puts it back with the new ones, so every save is valid
 * and any 400 or 409 counts as an error. The weeks are read first, so a --reuse run carries on from the last.
 */
async function saveWeekRequest(session: BenchSession): Promise<LoadRequest> {
  const slots: Slot[] = [];
  for (let n = 0; n < SLOTS; n++) {
    const employee = session.employees[n % session.employees.length]!;
    // One week a year per employee: (employee, year) differs for every slot.
    const week = `${FIRST_SLOT_YEAR + Math.floor(n / session.employees.length)}-W10`;
    const response = await fetch(`${session.baseUrl}${weekPath(week)}`, { headers: jsonHeaders(employee.token) });
    if (!response.ok) throw new Error(`bench: loading ${week} answered ${response.status}: ${await response.text()}`);
    const slot: Slot = { token: employee.token, week, days: [], version: '', ids: new Map(), hours: HOURS[0] };
    refresh(slot, (await response.json()) as WeekAnswer);
    slots.push(slot);
  }
  const free = [...slots];
  return {
    method: 'PUT',
    path: weekPath(slots[0]!.week),
    setupRequest: (request, context) => {
      const slot = free.shift() ?? slots[0]!;
      (context as { slot?: Slot }).slot = slot;
      return { ...request, path: weekPath(slot.week), headers: jsonHeaders(slot.token), body: saveBody(slot, session.projectIds) };
    },
    onResponse: (status, body, context) => {
      const slot = (context as { slot?: Slot }).slot;
      if (!slot) return;
      if (status === 200) refresh(slot, JSON.parse(body) as WeekAnswer);
      free.push(slot);
    },
  };
}

/**
 * Saves offered per second in the row the target is checked on: 3,500 entries a second, a whole 10,000-person company
 * saving its week within three minutes. Fifty connections saving as fast as they are answered measure how many saves
 * the server can take (the second row), and then mostly the queue in front of it, not one save's latency.
 */
const SAVES_PER_SECOND = 50;

/** Issue 21, point 5: loading a week and saving a full one. */
export const WEEK_SCENARIOS: LoadScenario[] = [
  { name: 'week grid load', group: 'week', targetKind: 'week-load', request: async (s) => loadWeekRequest(s) },
  { name: `week grid save (10 × 7), ${SAVES_PER_SECOND}/s`, group: 'week', targetKind: 'week-save', request: saveWeekRequest, rate: SAVES_PER_SECOND, connections: 5 },
  { name: 'week grid save (10 × 7), unthrottled', group: 'week', targetKind: null, request: saveWeekRequest },
];
