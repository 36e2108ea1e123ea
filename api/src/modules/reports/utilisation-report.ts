import type { ReportPeriod, UtilisationGroup, UtilisationPeriod, UtilisationQuery, UtilisationReport, UtilisationRow } from '@portal/shared-contracts';
import type { Database } from '../../platform/db/client.js';
import { ForbiddenError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/auth/auth-plugin.js';
import { createHolidaysRepository, type DateRange } from '../capacity/index.js';
import type { Recall } from '../../platform/lists/remembered.js';
import { createUtilisationRepository } from './utilisation-repository.js';
import { reportPeriods } from './report-periods.js';
import { orderRows, searchKey, type ReportOrder } from './utilisation-order.js';
import { utilisationRows } from './utilisation-rows.js';

/** A report's every row, and its rows in the orders and searches asked for so far (kept while the report is). */
export type ReportTable = { rows: readonly UtilisationRow[]; ordered(order: ReportOrder): readonly UtilisationRow[] };

/** Orders kept per report; past it they start over. */
const MAX_ORDERS_KEPT = 64;

export const EMPLOYEE_GROUPING_REFUSED = 'Employees see their own hours only: group by person.';

export type UtilisationContext = {
  db: Database;
  today: string;
  /** The contracted week of people without one of their own. */
  standardWeek: number;
  /** Where whole reports are remembered (absent outside the server: computed every time). */
  recall?: Recall<ReportTable>;
};

type ReportScope = { group: UtilisationGroup; period: UtilisationPeriod; range: DateRange; periods: ReportPeriod[]; userId?: number };

/** Reads everything a report is built from in one snapshot, and builds its rows. */
async function buildTable(context: UtilisationContext, scope: ReportScope): Promise<ReportTable> {
  const rows = await context.db.transaction(
    async (tx) => {
      const repo = createUtilisationRepository(tx);
      const byProject = scope.group === 'project';
      const people = byProject ? [] : await repo.people(scope.userId);
      const hours = await repo.hoursByPeriod(byProject ? 'project' : 'person', scope.period, scope.range, scope.userId);
      const holidays = await createHolidaysRepository(tx).datesIn({ from: scope.range.startDate, to: scope.range.endDate });
      const timeOff = byProject ? [] : await repo.timeOffIn(scope.range, scope.userId);
      const projects = byProject ? await repo.projects() : [];
      return utilisationRows(scope.group, { periods: scope.periods, standardWeek: context.standardWeek, people, hours, holidays, timeOff, projects });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const orders = new Map<string, readonly UtilisationRow[]>();
  return {
    rows,
    ordered(order) {
      const key = `${order.orderBy}:${order.order}:${searchKey(order.searchInput)}`;
      let found = orders.get(key);
      if (!found) {
        if (orders.size >= MAX_ORDERS_KEPT) orders.clear();
        orders.set(key, (found = Object.freeze(orderRows(rows, order))));
      }
      return found;
    },
  };
}

type ReportRequest = Pick<UtilisationQuery, 'groupBy' | 'period' | 'from' | 'to' | 'orderBy' | 'order' | 'searchInput' | 'userId'>;

/**
 * The report's periods and its matching rows in the requested order. Admins and managers read everyone's hours
 * (no descriptions); an employee reads only their own row. A whole report is remembered while none of its tables is
 * written, so pages, sorts, searches and exports of it are slices of remembered rows.
 */
export async function orderedReport(context: UtilisationContext, caller: AuthUser, query: ReportRequest): Promise<{ periods: ReportPeriod[]; rows: readonly UtilisationRow[] }> {
  const { range, periods } = reportPeriods(query, context.today);
  const ownOnly = caller.role === 'EMPLOYEE';
  if (ownOnly && query.groupBy !== 'person') throw new ForbiddenError(EMPLOYEE_GROUPING_REFUSED);
  const scope: ReportScope = { group: query.groupBy, period: query.period, range, periods, userId: ownOnly ? caller.id : query.userId };
  const key = `${scope.group}:${scope.period}:${range.startDate}:${range.endDate}:${context.standardWeek}`;
  // One person's hours are cheap to read (their own rows by key); everyone's are remembered.
  const table = scope.userId !== undefined || !context.recall ? await buildTable(context, scope) : await context.recall(key, () => buildTable(context, scope));
  return { periods, rows: table.ordered(query) };
}

/** GET /reports/utilisation: a page of the ordered report. */
export async function readUtilisation(context: UtilisationContext, caller: AuthUser, query: UtilisationQuery): Promise<UtilisationReport> {
  const { periods, rows } = await orderedReport(context, caller, query);
  const start = query.offset * query.limit;
  return { periods, data: rows.slice(start, start + query.limit), total: rows.length };
}
