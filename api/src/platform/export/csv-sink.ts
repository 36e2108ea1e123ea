import { stringify } from 'csv-stringify';
import { whenWritable } from './back-pressure.js';
import type { SheetColumn } from './sheet-columns.js';
import type { ExportSink } from './sink.js';

/** CSV's first bytes: UTF-8 byte-order mark, without which Excel reads non-ASCII names as mojibake. */
export const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * RFC 4180 CSV of `columns`, each row's fields given by `record` (its text through csvText): a header row, CRLF line ends, fields quoted when they hold a comma, quote or line break.
 * UTF-8 with a byte-order mark. csv-stringify quotes a field only for the whole CRLF, so a lone CR or LF is
 * matched explicitly (PostgreSQL's COPY, the other CSV path, quotes both too: the two give the same bytes).
 */
export function createCsvSink<Row>(columns: readonly SheetColumn[], record: (row: Row) => (string | number)[]): ExportSink<Row> {
  const csv = stringify({
    header: true, columns: columns.map((c) => c.header), bom: true, record_delimiter: '\r\n', quoted_match: /[\r\n]/,
  });
  return {
    body: csv,
    contentType: 'text/csv; charset=utf-8',
    async writeRows(rows) {
      for (const row of rows) {
        if (!(await whenWritable(csv))) return false;
        csv.write(record(row));
      }
      return whenWritable(csv);
    },
    async finish() {
      if (!csv.destroyed) csv.end();
    },
  };
}
