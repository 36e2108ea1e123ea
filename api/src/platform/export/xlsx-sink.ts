import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { whenWritable } from './back-pressure.js';
import type { ExportSink } from './sink.js';
import type { RowValues } from './sheet-columns.js';
import { SHEET_TAIL, type SheetLayout } from './xlsx-sheet.js';
import { zipWorkbook } from './xlsx-zip.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Excel from rows read in batches (PGlite, or the cursor): each batch becomes worksheet XML (xlsx-sheet.ts), written
 * into the zip with back-pressure. Cells are typed values, never formulas, so text needs no quote prefix here.
 */
export function createXlsxSink<Row>(layout: SheetLayout, values: (row: Row) => RowValues): ExportSink<Row> {
  const sheet = new PassThrough();
  const body = zipWorkbook(sheet, layout.name);
  // The client went away: the zip stops reading, so stop the sheet too, which ends the reading of rows.
  body.once('close', () => sheet.destroy());
  sheet.write(layout.head);
  let rowNumber = 1;
  return {
    body,
    contentType: XLSX_TYPE,
    async writeRows(rows) {
      let xml = '';
      for (const row of rows) xml += layout.valuesXml(values(row), ++rowNumber);
      if (!(await whenWritable(sheet))) return false;
      sheet.write(xml);
      return whenWritable(sheet);
    },
    async finish() {
      if (sheet.destroyed) return;
      sheet.end(SHEET_TAIL);
      await finished(body);
    },
  };
}
