import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import type { ExportType } from '@portal/shared-contracts';
import { copyInto } from '../../../platform/export/copy-out.js';
import { CopyRowsToXml } from './copy-rows-to-xml.js';
import { CsvRecordEnds } from '../../../platform/export/csv-record-ends.js';
import { TIMESHEET_SHEET } from './timesheet-columns.js';
import { zipWorkbook } from '../../../platform/export/xlsx-zip.js';

export type CopyExport = { body: Readable; done: Promise<number> };

/**
 * The export on PostgreSQL: one `COPY ... TO STDOUT` streams every row. For CSV PostgreSQL writes the file itself
 * (csvCopyStatement) and only the line ends change on the way; for Excel the rows come in COPY's text format and
 * become worksheet XML in a streaming zip. `done` resolves with the number of rows once all of them are out.
 */
export function startCopyExport(pool: pg.Pool, statement: string, type: ExportType): CopyExport {
  if (type === 'csv') {
    const body = new PassThrough();
    const records = new CsvRecordEnds();
    return { body, done: copyInto(pool, statement, records, body).then(() => records.records - 1) };
  }
  const sheet = new PassThrough();
  const body = zipWorkbook(sheet, TIMESHEET_SHEET.name);
  // The client went away: the zip stops reading, so end the COPY (copyInto sees its target destroyed).
  body.once('close', () => sheet.destroy());
  const toXml = new CopyRowsToXml();
  const done = copyInto(pool, statement, toXml, sheet)
    .then(() => finished(body))
    .then(() => toXml.rows);
  return { body, done };
}
