import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../../platform/db/client.js';
import { projects, timesheets, users } from '../../../platform/db/schema/index.js';
import type { TimesheetStatus, TimesheetExportQuery } from '@portal/shared-contracts';
import { TIMESHEET_SORT_COLUMNS, listFilters } from '../timesheets-repository.js';
import { orderClauses } from '../../../platform/lists/list-helpers.js';
import { FORMULA_TRIGGERS } from '../../../platform/export/formula-guard.js';
import { EXPORT_COLUMNS, STATUS_LABELS, type ExportRow } from './timesheet-columns.js';

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
 * How rows are read in batches. `cursor`: one server-side cursor in a transaction (PostgreSQL; the export itself
 * uses COPY there, csvCopyStatement and rowsCopyStatement below, and the tests compare the two). `id-list`: the
 * matching ids in order first, then each batch as its own query, for the embedded database: its single connection
 * is free between batches, so a slow download does not stall every other request.
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

/** The export's rows in the list's order: its join, filters and sort, with the given columns. */
const fromExportJoin = (db: Database, columns: Record<string, SQL.Aliased>, query: TimesheetExportQuery) =>
  db
    .select(columns)
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.userId))
    .innerJoin(projects, eq(projects.id, timesheets.projectId))
    .where(listFilters(query))
    .orderBy(...listOrder(query));

async function readThroughCursor(db: Database, query: TimesheetExportQuery, onBatch: (rows: ExportRow[]) => Promise<boolean>): Promise<number> {
  const select = fromExportJoin(db, exportColumns, query);
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

/**
 * The SELECT as one SQL text, for COPY, which takes no bind parameters: each `$n` becomes its value quoted by
 * pg's escapeLiteral (quotes and backslashes escaped). The text itself is Drizzle's, from code, never the request.
 */
function withInlinedParams({ sql: text, params }: { sql: string; params: unknown[] }): string {
  return text.replace(/\$(\d+)\b/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'string') return pg.escapeLiteral(value);
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    throw new Error(`export: cannot inline parameter $${n} of type ${typeof value}`);
  });
}

// Code points of the formula triggers (formula-guard.ts); ascii() gives a text's first one, 0 for empty text.
const FORMULA_START = sql.raw(FORMULA_TRIGGERS.map((c) => c.charCodeAt(0)).join(', '));
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The CSV cell of a text column: NULL for empty text (COPY writes NULL unquoted, '' as ""), the formula guard. */
const csvText = (column: SQL) =>
  sql`CASE WHEN ${column} = '' THEN NULL WHEN ascii(${column}) IN (${FORMULA_START}) THEN chr(39) || ${column} ELSE ${column} END`;
const statusText = sql`CASE ${timesheets.status} ${sql.raw(
  Object.entries(STATUS_LABELS).map(([value, label]) => `WHEN ${quoted(value)} THEN ${quoted(label)}`).join(' '),
)} END`;

const csvValues: Record<(typeof EXPORT_COLUMNS)[number]['key'], SQL> = {
  firstName: csvText(sql`${users.firstName}`),
  lastName: csvText(sql`${users.lastName}`),
  projectName: csvText(sql`${projects.name}`),
  date: sql`to_char(${timesheets.date}, 'YYYY-MM-DD')`,
  hours: sql`${timesheets.hours}::float8`,
  status: statusText,
  description: csvText(sql`${timesheets.description}`),
  rejectionReason: csvText(sql`${timesheets.rejectionReason}`),
};

/**
 * `COPY ... TO STDOUT` writing the export's CSV in PostgreSQL itself: the header texts and the same cells as
 * csv-sink.ts (formula guard, dates, hours, status labels), quoted as RFC 4180 wants. Lines end in LF; the caller
 * makes them CRLF and adds the byte-order mark.
 */
export function csvCopyStatement(db: Database, query: TimesheetExportQuery): string {
  const columns = Object.fromEntries(EXPORT_COLUMNS.map(({ key, header }) => [key, csvValues[key].as(header)]));
  return `COPY (${withInlinedParams(fromExportJoin(db, columns, query).toSQL())}) TO STDOUT WITH (FORMAT csv, HEADER)`;
}

/** `COPY ... TO STDOUT` of the export rows in text format: tab-separated, in the order of EXPORT_ROW_FIELDS. */
export function rowsCopyStatement(db: Database, query: TimesheetExportQuery): string {
  return `COPY (${withInlinedParams(fromExportJoin(db, exportColumns, query).toSQL())}) TO STDOUT`;
}

/** ExportRow's fields in the order of rowsCopyStatement's columns. */
export const EXPORT_ROW_FIELDS = Object.keys(exportColumns) as (keyof ExportRow)[];
