import type { Database } from '../../platform/db/client.js';
import { AppError, InputError, NotFoundError, type FieldProblem } from '../../platform/errors.js';
import { TIMESHEET_DAY_LIMIT } from '../../platform/db/kept-totals.js';
import { violatedCheck } from '../../platform/db/unique-violation.js';
import { createTimesheetWeeksRepository, type WeekEntry } from './timesheet-weeks.js';
import type { TimesheetValues } from './timesheet-values.js';
import { WEEK_CHANGED, WEEK_CHANGED_MESSAGE, type ProjectStatus, type TimesheetWeekSave } from '@portal/shared-contracts';
import { approvedRefusal, dayLimitMessage, exceedsDayLimit, projectRefusal, timesheetValueProblems } from './rules.js';
import { datesOfIsoWeek } from './week-dates.js';
import { weekVersion } from './week-view.js';

/** An entry the save creates (no id yet) or changes, with the cell it came from. */
type Write = { id?: number; values: TimesheetValues; cell: string };
type WeekPlan = { writes: Write[]; deletes: WeekEntry[] };

/** What a save did, entry by entry, for the audit log. */
export type WeekChange = { kind: 'created' | 'changed' | 'deleted'; id: number };

const weekChanged = () => new AppError(409, WEEK_CHANGED_MESSAGE, undefined, WEEK_CHANGED);

type PlanInput = {
  userId: number;
  week: string;
  days: readonly string[];
  today: string;
  body: TimesheetWeekSave;
  entries: readonly WeekEntry[];
  projects: ReadonlyMap<number, ProjectStatus>;
};

const unchanged = (entry: WeekEntry, values: Pick<TimesheetValues, 'projectId' | 'date' | 'hours' | 'description'>) =>
  entry.projectId === values.projectId && entry.date === values.date && entry.hours === values.hours && entry.description === values.description;

/**
 * Turns the grid's cells into the writes they ask for, and every problem with them under the cell's (or row's)
 * field, with the single-entry rules' wording. A cell naming an entry with unchanged values asks for nothing, so an
 * approved entry sent back as it was is no problem.
 */
function planWeek({ userId, week, days, today, body, entries, projects }: PlanInput): { plan: WeekPlan; problems: FieldProblem[] } {
  const mine = new Map(entries.map((entry) => [entry.id, entry]));
  const named = new Set<number>();
  const problems = new Map<string, string>();
  const plan: WeekPlan = { writes: [], deletes: [] };
  const problem = (field: string, message: string) => problems.has(field) || problems.set(field, message);
  body.rows.forEach((row, index) => {
    const description = row.description.trim();
    for (const [date, cell] of Object.entries(row.cells)) {
      const at = `rows.${index}.cells.${date}`;
      if (!days.includes(date)) {
        problem(`${at}.hours`, `${date} is not a day of the week ${week}.`);
        continue;
      }
      const entry = cell.id === undefined ? undefined : mine.get(cell.id);
      if (cell.id !== undefined && (!entry || named.has(cell.id))) {
        problem(`${at}.id`, entry ? 'This entry is in another cell as well.' : 'Timesheet not found.');
        continue;
      }
      if (entry) named.add(entry.id);
      if (cell.hours === null) {
        if (entry?.status === 'APPROVED') problem(`${at}.hours`, approvedRefusal('delete'));
        else if (entry) plan.deletes.push(entry);
        continue;
      }
      const values = { userId, projectId: row.projectId, date, hours: cell.hours, description };
      if (entry && unchanged(entry, values)) continue;
      if (entry?.status === 'APPROVED') {
        problem(`${at}.hours`, approvedRefusal('edit'));
        continue;
      }
      for (const { field, message } of timesheetValueProblems(values, today)) problem(field === 'description' ? `rows.${index}.description` : `${at}.hours`, message);
      const refusal = projectRefusal(projects.get(row.projectId) ?? null);
      if (refusal) problem(`rows.${index}.projectId`, refusal);
      const resubmit = !entry || entry.status === 'REJECTED';
      plan.writes.push({
        id: entry?.id,
        cell: `${at}.hours`,
        values: { ...values, status: resubmit ? 'SUBMITTED' : entry.status, rejectionReason: resubmit ? null : entry.rejectionReason },
      });
    }
  });
  for (const [field, message] of dayLimitProblems(entries, plan)) problem(field, message);
  return { plan, problems: [...problems].map(([field, message]) => ({ field, message })) };
}

/** The hours per date once the plan is applied, counting the week's entries it leaves alone. */
function dayTotalsAfter(entries: readonly WeekEntry[], { writes, deletes }: WeekPlan): Map<string, number> {
  const replaced = new Set([...deletes.map((entry) => entry.id), ...writes.map((write) => write.id)]);
  const totals = new Map<string, number>();
  const add = (date: string, hours: number) => totals.set(date, (totals.get(date) ?? 0) + hours);
  for (const entry of entries) if (!replaced.has(entry.id)) add(entry.date, entry.hours);
  for (const { values } of writes) add(values.date, values.hours);
  return totals;
}

/** The 24-hour rule, on each cell that adds hours to a day it would take past the limit. */
function dayLimitProblems(entries: readonly WeekEntry[], plan: WeekPlan): [string, string][] {
  const totals = dayTotalsAfter(entries, plan);
  return plan.writes
    .filter(({ values }) => exceedsDayLimit(totals.get(values.date) ?? 0))
    .map(({ cell, values }) => [cell, dayLimitMessage((totals.get(values.date) ?? 0) - values.hours, values.date, values.hours)]);
}

/**
 * Saves the caller's week from the grid, all or nothing, in one transaction: the person is locked first, so two saves
 * of their weeks run one after the other, and a save made from an older version than the week's is a 409 (WEEK_CHANGED).
 * Any problem with any cell is a 400 naming every one, and nothing is written.
 */
export async function saveTimesheetWeek(db: Database, userId: number, week: string, body: TimesheetWeekSave, today: string): Promise<WeekChange[]> {
  const days = datesOfIsoWeek(week);
  const range = { from: days[0]!, to: days[6]! };
  try {
    return await db.transaction(async (tx) => {
      const weeks = createTimesheetWeeksRepository(tx);
      if (!(await weeks.lockPerson(userId))) throw new NotFoundError('Employee not found.');
      const entries = await weeks.lockedEntriesOf(userId, range);
      if (weekVersion(entries) !== body.version) throw weekChanged();
      const projects = await weeks.projectStatuses([...new Set(body.rows.map((row) => row.projectId))]);
      const { plan, problems } = planWeek({ userId, week, days, today, body, entries, projects });
      if (problems.length > 0) {
        const message = problems.length === 1 ? problems[0]!.message : `Nothing was saved: ${problems.length} problems in the week.`;
        throw new InputError(message, problems);
      }
      await weeks.removeAll(plan.deletes.map((entry) => entry.id));
      const changes: WeekChange[] = plan.deletes.map((entry) => ({ kind: 'deleted', id: entry.id }));
      // The day totals are checked once per statement (migration 0015), against totals planWeek has already checked:
      // deletes only lower a day, the edits leave it at most at its final total, and the inserts bring it there.
      const edits = plan.writes.flatMap((write) => (write.id === undefined ? [] : [{ id: write.id, values: write.values }]));
      await weeks.updateAll(edits);
      changes.push(...edits.map((edit) => ({ kind: 'changed' as const, id: edit.id })));
      const created = await weeks.insertAll(plan.writes.flatMap((write) => (write.id === undefined ? [write.values] : [])));
      changes.push(...created.map((id) => ({ kind: 'created' as const, id })));
      return changes;
    });
  } catch (error) {
    // Checked against the locked week above; only a single-entry write racing this save can take a day past the limit now.
    if (violatedCheck(error) === TIMESHEET_DAY_LIMIT) throw weekChanged();
    throw error;
  }
}
