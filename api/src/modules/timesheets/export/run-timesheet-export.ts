import pg from 'pg';
import type { Database } from '../../../platform/db/client.js';
import { csvCopyStatement, forEachExportBatch, rowsCopyStatement, type ExportReadMode } from './timesheets-export.js';
import type { ExportType, TimesheetExportQuery } from '@portal/shared-contracts';
import { startCopyExport } from './copy-export.js';
import { createCsvSink } from '../../../platform/export/csv-sink.js';
import type { RunningExport } from '../../../platform/export/running-export.js';
import { EXPORT_COLUMNS, TIMESHEET_SHEET, timesheetCellValues, timesheetCsvRecord } from './timesheet-columns.js';
import { createXlsxSink, XLSX_TYPE } from '../../../platform/export/xlsx-sink.js';

/**
 * How rows are read: `copy` (PostgreSQL) one COPY on a pooled connection; `cursor` and `id-list` in batches through
 * the repository (see ExportReadMode), `id-list` being the one for PGlite.
 */
export type ExportReader = { read: 'copy'; pool: pg.Pool } | { read: ExportReadMode };

const CONTENT_TYPES: Record<ExportType, string> = { csv: 'text/csv; charset=utf-8', xlsx: XLSX_TYPE };

/** Starts streaming the matching timesheets from the database into a CSV or XLSX body. */
export function startTimesheetExport(db: Database, query: TimesheetExportQuery, reader: ExportReader): RunningExport {
  const running = reader.read === 'copy' ? startCopy(db, query, reader.pool) : startBatches(db, query, reader.read);
  // A failure half-way cuts the download short, so the client never mistakes a partial file for a whole one.
  running.done.catch((error: unknown) => running.body.destroy(error instanceof Error ? error : new Error(String(error))));
  return running;
}

function startCopy(db: Database, query: TimesheetExportQuery, pool: pg.Pool): RunningExport {
  const statement = query.type === 'csv' ? csvCopyStatement(db, query) : rowsCopyStatement(db, query);
  return { ...startCopyExport(pool, statement, query.type), contentType: CONTENT_TYPES[query.type] };
}

function startBatches(db: Database, query: TimesheetExportQuery, mode: ExportReadMode): RunningExport {
  const sink = query.type === 'csv' ? createCsvSink(EXPORT_COLUMNS, timesheetCsvRecord) : createXlsxSink(TIMESHEET_SHEET, timesheetCellValues);
  const done = (async () => {
    const rows = await forEachExportBatch(db, query, (batch) => sink.writeRows(batch), mode);
    await sink.finish();
    return rows;
  })();
  return { body: sink.body, contentType: sink.contentType, done };
}

/** The node-postgres pool behind a PostgreSQL database handle, for COPY. */
export function poolOf(db: Database): pg.Pool {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) throw new Error('export: the database is not a node-postgres pool');
  return client;
}
