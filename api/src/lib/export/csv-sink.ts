import { stringify } from 'csv-stringify';
import { whenWritable } from './back-pressure.js';
import { neutralizeFormula } from './formula-guard.js';
import type { ExportSink } from './sink.js';
import { EXPORT_COLUMNS, statusLabel, type ExportRow } from './timesheet-columns.js';

const text = (value: string | null) => (value === null ? '' : neutralizeFormula(value));

function csvRecord(row: ExportRow): (string | number)[] {
  return [
    text(row.firstName), text(row.lastName), text(row.projectName), row.date, row.hours,
    statusLabel(row.status), text(row.description), text(row.rejectionReason),
  ];
}

/** CSV's first bytes: UTF-8 byte-order mark, without which Excel reads non-ASCII names as mojibake. */
export const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * RFC 4180 CSV: a header row, CRLF line ends, fields quoted when they hold a comma, quote or line break.
 * UTF-8 with a byte-order mark. csv-stringify quotes a field only for the whole CRLF, so a lone CR or LF is
 * matched explicitly (PostgreSQL's COPY, the other CSV path, quotes both too: the two give the same bytes).
 */
export function createCsvSink(): ExportSink {
  const csv = stringify({
    header: true, columns: EXPORT_COLUMNS.map((c) => c.header), bom: true, record_delimiter: '\r\n', quoted_match: /[\r\n]/,
  });
  return {
    body: csv,
    contentType: 'text/csv; charset=utf-8',
    async writeRows(rows) {
      for (const row of rows) {
        if (!(await whenWritable(csv))) return false;
        csv.write(csvRecord(row));
      }
      return whenWritable(csv);
    },
    async finish() {
      if (!csv.destroyed) csv.end();
    },
  };
}
