import type { Database } from '../../db/client.js';
import { forEachExportBatch, type ExportReadMode } from '../../repositories/timesheets-export.js';
import type { ExportType, TimesheetExportQuery } from '../../schemas/timesheets.js';
import { createCsvSink } from './csv-sink.js';
import type { ExportSink } from './sink.js';
import { createXlsxSink } from './xlsx-sink.js';

export type RunningExport = {
  sink: ExportSink;
  /** Resolves with the number of rows read once the file is complete or the client has gone. */
  done: Promise<number>;
};

/** Starts streaming the matching timesheets from the database into a CSV or XLSX body. */
export function startTimesheetExport(db: Database, query: TimesheetExportQuery, mode: ExportReadMode): RunningExport {
  const sink = query.type === 'csv' ? createCsvSink() : createXlsxSink();
  const done = (async () => {
    const rows = await forEachExportBatch(db, query, (batch) => sink.writeRows(batch), mode);
    await sink.finish();
    return rows;
  })();
  // A failure half-way cuts the download short, so the client never mistakes a partial file for a whole one.
  done.catch((error: unknown) => sink.body.destroy(error instanceof Error ? error : new Error(String(error))));
  return { sink, done };
}

/** `timesheets_20250314.csv` (spec §7), dated in the organisation's time zone. */
export function exportFileName(type: ExportType, today: string): string {
  return `timesheets_${today.replaceAll('-', '')}.${type}`;
}
