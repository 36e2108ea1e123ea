import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { projects, timesheets, users } from '../db/schema.js';
import type { TimesheetStatus } from '../constants.js';
import type { TimesheetExportQuery } from '../schemas/timesheets.js';
import { TIMESHEET_SORT_COLUMNS, listFilters } from './timesheets.js';
import { orderClauses } from './list-helpers.js';

/** One exported timesheet, already in plain JavaScript types. */
export type ExportRow = {
  firstName: string;
  lastName: string | null;
  projectName: string;
  date: string;
  hours: number;
  status: TimesheetStatus;
  description: string;
  rejectionReason: string | null;
};

const CURSOR = 'timesheet_export';
const BATCH_ROWS = 1000;

// Cast in SQL so both drivers hand back the same JavaScript types from a raw FETCH (no Drizzle mapping there).
const exportColumns = {
  firstName: sql<string>`${users.firstName}`.as('firstName'),
  lastName: sql<string | null>`${users.lastName}`.as('lastName'),
  projectName: sql<string>`${projects.name}`.as('projectName'),
  date: sql<string>`to_char(${timesheets.date}, 'YYYY-MM-DD')`.as('date'),
  hours: sql<number>`${timesheets.hours}::float8`.as('hours'),
  status: sql<TimesheetStatus>`${timesheets.status}`.as('status'),
  description: sql<string>`${timesheets.description}`.as('description'),
  rejectionReason: sql<string | null>`${timesheets.rejectionReason}`.as('rejectionReason'),
};

/**
 * How rows are read. `cursor`: one server-side cursor in a transaction, for PostgreSQL, where the pool has other
 * connections for everyone else. `id-list`: the matching ids in order first, then each batch as its own query,
 * for the embedded database: its single connection is free between batches, so a slow download does not stall
 * every other request.
 */
export type ExportReadMode = 'cursor' | 'id-list';

/**
 * Reads every matching row, in the list's order, handing them over a batch at a time: memory stays bounded
 * whatever the row count (the id list costs 8 bytes a row). `onBatch` returns false to stop early (the download
 * was abandoned). Returns the number of rows handed over.
 */
export async function forEachExportBatch(
  db: Database,
  query: TimesheetExportQuery,
  onBatch: (rows: ExportRow[]) => Promise<boolean>,
  mode: ExportReadMode = 'cursor',
): Promise<number> {
  return mode === 'cursor' ? readThroughCursor(db, query, onBatch) : readByIdList(db, query, onBatch);
}

const listOrder = (query: TimesheetExportQuery) => orderClauses(TIMESHEET_SORT_COLUMNS[query.orderBy], query.order, timesheets.id);

async function readThroughCursor(db: Database, query: TimesheetExportQuery, onBatch: (rows: ExportRow[]) => Promise<boolean>): Promise<number> {
  const select = db
    .select(exportColumns)
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.userId))
    .innerJoin(projects, eq(projects.id, timesheets.projectId))
    .where(listFilters(query))
    .orderBy(...listOrder(query));
  return db.transaction(async (tx) => {
    await tx.execute(sql`DECLARE ${sql.raw(CURSOR)} NO SCROLL CURSOR FOR ${select}`);
    let total = 0;
    for (;;) {
      const result = await tx.execute(sql.raw(`FETCH ${BATCH_ROWS} FROM ${CURSOR}`));
      const rows = (result as unknown as { rows: ExportRow[] }).rows;
      if (rows.length === 0) break;
      total += rows.length;
      if (!(await onBatch(rows))) break;
    }
    await tx.execute(sql.raw(`CLOSE ${CURSOR}`));
    return total;
  });
}

async function readByIdList(db: Database, query: TimesheetExportQuery, onBatch: (rows: ExportRow[]) => Promise<boolean>): Promise<number> {
  const idRows = await db
    .select({ id: timesheets.id })
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.userId))
    .innerJoin(projects, eq(projects.id, timesheets.projectId))
    .where(listFilters(query))
    .orderBy(...listOrder(query));
  const ids = idRows.map((row) => row.id);
  let total = 0;
  for (let start = 0; start < ids.length; start += BATCH_ROWS) {
    const batchIds = ids.slice(start, start + BATCH_ROWS);
    const found = await db
      .select({ id: timesheets.id, ...exportColumns })
      .from(timesheets)
      .innerJoin(users, eq(users.id, timesheets.userId))
      .innerJoin(projects, eq(projects.id, timesheets.projectId))
      .where(inArray(timesheets.id, batchIds));
    // Back into list order; a row deleted since the id list was read is simply left out.
    const byId = new Map(found.map(({ id, ...row }) => [id, row as ExportRow]));
    const rows = batchIds.flatMap((id) => byId.get(id) ?? []);
    total += rows.length;
    if (rows.length > 0 && !(await onBatch(rows))) break;
  }
  return total;
}
