import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { whenWritable } from './back-pressure.js';
import type { ExportSink } from './sink.js';
import { EXPORT_COLUMNS, statusLabel } from './timesheet-columns.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// A calendar day as Excel's date serial: UTC midnight, so the server's time zone cannot shift it.
const asDate = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/**
 * Excel through exceljs's streaming writer: each row is committed (written out and forgotten) at once.
 * Cells are typed values (dates, numbers, strings); exceljs writes a string as a string cell, never a formula,
 * so text needs no quote prefix here.
 */
export function createXlsxSink(): ExportSink {
  const body = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Timesheets', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map(({ key, header, width }) => ({
    key, header, width,
    ...(key === 'date' ? { style: { numFmt: 'mm-dd-yyyy' } } : key === 'hours' ? { style: { numFmt: '0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  return {
    body,
    contentType: XLSX_TYPE,
    async writeRows(rows) {
      for (const row of rows) {
        sheet.addRow({ ...row, date: asDate(row.date), status: statusLabel(row.status), lastName: row.lastName ?? '', rejectionReason: row.rejectionReason ?? '' }).commit();
      }
      // Let the zip encoder catch up before the next batch is read.
      await new Promise((resolve) => setImmediate(resolve));
      return whenWritable(body);
    },
    async finish() {
      if (body.destroyed) return;
      sheet.commit();
      await workbook.commit();
    },
  };
}
