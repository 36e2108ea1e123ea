import type { ReportPeriod, UtilisationGroup, UtilisationRow } from '@portal/shared-contracts';
import type { PeriodHours, PersonTimeOff, ReportPerson, ReportProject } from './utilisation-repository.js';
import { capacityHours, daysBeforeJoining, type DateRange, type TimeOffRange } from '../capacity/index.js';
import { addSums, figuresOf, NO_HOURS, type HourSums } from './figures.js';

/** Everything a report is built from, read at one moment. */
export type ReportFacts = {
  periods: readonly ReportPeriod[];
  /** The contracted week of people without one of their own. */
  standardWeek: number;
  people: readonly ReportPerson[];
  /** Per person (person and department reports) or per project (project report). */
  hours: readonly PeriodHours[];
  holidays: ReadonlySet<string>;
  timeOff: readonly PersonTimeOff[];
  projects: readonly ReportProject[];
};

/** The name a department report gives the people who belong to none. */
export const NO_DEPARTMENT = 'No department';

type Sums = { id: number; name: string; detail: string | null; periods: HourSums[] };

const asRange = (period: ReportPeriod): DateRange => ({ startDate: period.start, endDate: period.end });

function hoursByKey(facts: ReportFacts): Map<number, HourSums[]> {
  const index = new Map(facts.periods.map((period, i) => [period.start, i]));
  const byKey = new Map<number, HourSums[]>();
  for (const row of facts.hours) {
    const i = index.get(row.periodStart);
    if (i === undefined) continue;
    let sums = byKey.get(row.key);
    if (!sums) byKey.set(row.key, (sums = facts.periods.map(() => NO_HOURS)));
    sums[i] = addSums(sums[i]!, { capacity: 0, planned: row.planned, submitted: row.submitted, approved: row.approved, rejected: row.rejected });
  }
  return byKey;
}

/**
 * Each person's capacity per period, less the days before they joined. Most people have no time off in a range and
 * joined before it, so their capacity depends only on their contracted week: it is worked out once per period and
 * week length, not once per person.
 */
function capacities(facts: ReportFacts): (person: ReportPerson) => number[] {
  const timeOffOf = new Map<number, TimeOffRange[]>();
  for (const range of facts.timeOff) timeOffOf.set(range.userId, [...(timeOffOf.get(range.userId) ?? []), range]);
  const shared = new Map<number, number[]>();
  const forWeek = (weeklyHours: number, timeOff: readonly TimeOffRange[]) =>
    facts.periods.map((period) => capacityHours(asRange(period), weeklyHours, { holidays: facts.holidays, timeOff }));
  return (person) => {
    const weeklyHours = person.weeklyHours ?? facts.standardWeek;
    const away = [...(timeOffOf.get(person.id) ?? []), ...daysBeforeJoining(person.joinedOn, facts.periods[0]?.start ?? '')];
    if (away.length > 0) return forWeek(weeklyHours, away);
    let capacity = shared.get(weeklyHours);
    if (!capacity) shared.set(weeklyHours, (capacity = forWeek(weeklyHours, [])));
    return capacity;
  };
}

const hasHours = (sums: HourSums[]) => sums.some((s) => s.planned !== 0 || s.submitted !== 0 || s.approved !== 0 || s.rejected !== 0);

/** A person per row; people who have left appear only if they have hours in the range. */
function personSums(facts: ReportFacts): Sums[] {
  const hours = hoursByKey(facts);
  const capacityOf = capacities(facts);
  const rows: Sums[] = [];
  for (const person of facts.people) {
    const own = hours.get(person.id);
    if (!person.active && !(own && hasHours(own))) continue;
    const capacity = capacityOf(person);
    const periods = capacity.map((hoursAvailable, i) => ({ ...(own?.[i] ?? NO_HOURS), capacity: hoursAvailable }));
    rows.push({ id: person.id, name: person.name, detail: person.departmentName, periods });
  }
  return rows;
}

/** A department per row: its members' capacity and hours added up. */
function departmentSums(facts: ReportFacts): Sums[] {
  const departmentOf = new Map(facts.people.map((person) => [person.id, person]));
  const byDepartment = new Map<number, Sums>();
  for (const row of personSums(facts)) {
    const person = departmentOf.get(row.id)!;
    const id = person.departmentId ?? 0;
    const department = byDepartment.get(id);
    if (department) department.periods = department.periods.map((sums, i) => addSums(sums, row.periods[i]!));
    else byDepartment.set(id, { id, name: person.departmentName ?? NO_DEPARTMENT, detail: null, periods: row.periods });
  }
  return [...byDepartment.values()];
}

/** A project per row, for projects with hours planned or logged in the range; a project has no capacity of its own. */
function projectSums(facts: ReportFacts): Sums[] {
  const projectOf = new Map(facts.projects.map((project) => [project.id, project]));
  const rows: Sums[] = [];
  for (const [id, sums] of hoursByKey(facts)) {
    const project = projectOf.get(id);
    if (!project || !hasHours(sums)) continue;
    rows.push({ id, name: project.name, detail: project.clientName, periods: sums.map((s) => ({ ...s, capacity: null })) });
  }
  return rows;
}

const SUMS_OF: Record<UtilisationGroup, (facts: ReportFacts) => Sums[]> = { person: personSums, department: departmentSums, project: projectSums };

/** Every row of the report, in no particular order, each with its figures per period and over the whole range. */
export function utilisationRows(group: UtilisationGroup, facts: ReportFacts): UtilisationRow[] {
  return SUMS_OF[group](facts).map(({ id, name, detail, periods }) => ({
    id,
    name,
    detail,
    periods: periods.map(figuresOf),
    total: figuresOf(periods.reduce(addSums, group === 'project' ? { ...NO_HOURS, capacity: null } : NO_HOURS)),
  }));
}
