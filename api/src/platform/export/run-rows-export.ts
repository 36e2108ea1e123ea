import type { ExportType } from '@portal/shared-contracts';
import { csvText } from './formula-guard.js';
import type { RunningExport } from './running-export.js';
import type { ColumnKind, RowValues } from './sheet-columns.js';
import { createCsvSink } from './csv-sink.js';
import { dateSerial, sheetLayout } from './xlsx-sheet.js';
import { createXlsxSink } from './xlsx-sink.js';

/** A column of an export of rows held in memory: its header, width and kind, and its value in a row. */
export type ValueColumn<Row> = { header: string; width: number; kind: ColumnKind; value: (row: Row) => string | number | null };

/** Rows written per turn: enough to keep the stream busy, few enough to let other requests in between. */
const BATCH = 1_000;

const csvValue = (kind: ColumnKind, value: string | number | null) => (value === null ? '' : kind === 'text' ? csvText(String(value)) : value);
const cellValue = (kind: ColumnKind, value: string | number | null) => (kind === 'date' && typeof value === 'string' ? dateSerial(value) : value);

/**
 * Streams rows already read (a remembered report) into a CSV or Excel body, in batches with back-pressure; both
 * formats are derived from the one column list.
 */
export function startRowsExport<Row>(type: ExportType, sheetName: string, columns: readonly ValueColumn<Row>[], rows: Iterable<Row>): RunningExport {
  const sink = type === 'csv'
    ? createCsvSink<Row>(columns, (row) => columns.map(({ kind, value }) => csvValue(kind, value(row))))
    : createXlsxSink<Row>(sheetLayout(sheetName, columns), (row): RowValues => columns.map(({ kind, value }) => cellValue(kind, value(row))));
  const done = (async () => {
    let count = 0;
    let batch: Row[] = [];
    for (const row of rows) {
      batch.push(row);
      if (batch.length < BATCH) continue;
      if (!(await sink.writeRows(batch))) throw new Error('export: the client went away');
      count += batch.length;
      batch = [];
    }
    if (batch.length > 0 && !(await sink.writeRows(batch))) throw new Error('export: the client went away');
    await sink.finish();
    return count + batch.length;
  })();
  done.catch((error: unknown) => sink.body.destroy(error instanceof Error ? error : new Error(String(error))));
  return { body: sink.body, contentType: sink.contentType, done };
}
