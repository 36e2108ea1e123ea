import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';
import { EXPORT_ROW_FIELDS } from './timesheets-export.js';
import { EXPORT_COLUMNS, statusLabel, TIMESHEET_SHEET, type ExportRow } from './timesheet-columns.js';
import { dateSerial, SHEET_TAIL, type RowValues } from '../../../platform/export/xlsx-sheet.js';

// COPY's text format escapes backslash, and BS, FF, LF, CR, TAB and VT, with a backslash; NULL is \N.
const ESCAPED = /\\([\\bfnrtv])/g;
const UNESCAPED: Record<string, string> = { '\\': '\\', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
const field = (text: string): string | null =>
  text === '\\N' ? null : text.includes('\\') ? text.replace(ESCAPED, (_, c: string) => UNESCAPED[c] ?? c) : text;
const plainField = (text: string): string | null => (text === '\\N' ? null : text);
// Text that is the same in COPY's format, as a value and as XML: nothing for xmlText to change, no escape but \N.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_PLAIN = /[&<>\u0000-\u0008\u000b-\u001f\ufffe\uffff]|\\[^N]/;

/**
 * Reads the export rows as `COPY ... TO STDOUT` writes them in text format (rowsCopyStatement) and writes the
 * worksheet XML: the head, one row per line read, the tail. Counts the rows.
 */
export class CopyRowsToXml extends Transform {
  rows = 0;
  private readonly decoder = new StringDecoder('utf8');
  private pending = '';

  constructor() {
    super();
    this.push(TIMESHEET_SHEET.head);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const text = this.pending + this.decoder.write(chunk);
    const last = text.lastIndexOf('\n');
    if (last === -1) {
      this.pending = text;
      callback();
      return;
    }
    this.pending = text.slice(last + 1);
    const lines = text.slice(0, last);
    // Most chunks hold no character to unescape or escape; their fields go into the XML as they are.
    const plain = !NOT_PLAIN.test(lines);
    const read = plain ? plainField : field;
    let xml = '';
    for (const line of lines.split('\n')) xml += TIMESHEET_SHEET.valuesXml(this.values(line, read), ++this.rows + 1, plain);
    callback(null, xml);
  }

  override _flush(callback: TransformCallback): void {
    if (this.pending + this.decoder.end() !== '') {
      callback(new Error('export: COPY output ended inside a row'));
      return;
    }
    callback(null, SHEET_TAIL);
  }

  /** The cell values of one COPY line, in column order (EXPORT_ROW_FIELDS, checked below). */
  private values(line: string, read: (text: string) => string | null): RowValues {
    const [firstName, lastName, projectName, date, hours, status, description, rejectionReason] = line.split('\t') as string[];
    return [
      read(firstName!), read(lastName!), read(projectName!), dateSerial(date!), hours!,
      statusLabel(status as ExportRow['status']), read(description!), read(rejectionReason!),
    ];
  }
}

const PARSED_ORDER = ['firstName', 'lastName', 'projectName', 'date', 'hours', 'status', 'description', 'rejectionReason'];
if (EXPORT_ROW_FIELDS.join() !== PARSED_ORDER.join() || EXPORT_COLUMNS.map(({ key }) => key).join() !== PARSED_ORDER.join()) throw new Error('export: COPY columns and CopyRowsToXml disagree');
