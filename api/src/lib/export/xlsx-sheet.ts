import { EXPORT_COLUMNS, statusLabel, type ExportRow } from './timesheet-columns.js';

/**
 * The worksheet XML of the Excel export, written by hand (SpreadsheetML, ECMA-376), one `<row>` a line: text as
 * string cells (`t="str"`, as exceljs's streaming writer wrote them), dates and hours as typed numbers with the
 * date and 0.00 formats. Only a row's first cell names its reference; the others follow it column by column,
 * which the format allows, and empty text gets no cell: that keeps a million rows near 280 MB of XML.
 */

/** Cell styles (index into styles.xml's cellXfs). */
export const XLSX_STYLE = { header: 1, date: 2, hours: 3 } as const;

// Characters XML 1.0 cannot carry at all: dropped, as exceljs did. Tab and LF are kept; CR is kept as a reference,
// which XML readers do not turn into LF.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const SPECIAL = /[&<>\r]/g;
const REFERENCES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
/** Whether xmlText would change anything in a text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const NEEDS_WORK = /[&<>\u0000-\u0008\u000b-\u001f\ufffe\uffff]/;

export function xmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(FORBIDDEN, '').replace(SPECIAL, (c) => REFERENCES[c] ?? c);
}

// Days since Excel's epoch (1899-12-30, which absorbs Lotus's 1900 leap-year bug) for a calendar day.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const COLUMNS = EXPORT_COLUMNS.map(({ key }, i) => ({ key, letter: String.fromCharCode(65 + i) }));
const DATE_COLUMN = COLUMNS.findIndex(({ key }) => key === 'date');
const HOURS_COLUMN = COLUMNS.findIndex(({ key }) => key === 'hours');

/** A row's cell values in column order: text (null or '' for no cell), the date as a serial, the hours. */
export type RowValues = (string | number | null)[];

/**
 * One data row as a line of XML; `rowNumber` is the sheet row (the header is row 1). Empty text gets no cell;
 * the first cell, and any cell after a left-out one, names its reference. `escaped`: the texts are known to hold
 * nothing xmlText would change.
 */
export function valuesXml(values: RowValues, rowNumber: number, escaped = false): string {
  let xml = `<row r="${rowNumber}">`;
  let named = false;
  for (let i = 0; i < COLUMNS.length; i++) {
    const value = values[i];
    const ref = named ? '' : ` r="${COLUMNS[i]!.letter}${rowNumber}"`;
    named = true;
    if (i === DATE_COLUMN) xml += `<c${ref} s="${XLSX_STYLE.date}"><v>${value}</v></c>`;
    else if (i === HOURS_COLUMN) xml += `<c${ref} s="${XLSX_STYLE.hours}"><v>${value}</v></c>`;
    else if (value) xml += `<c${ref} t="str"><v>${escaped ? value : xmlText(String(value))}</v></c>`;
    else named = false;
  }
  return `${xml}</row>\n`;
}

/** Excel's serial number of a calendar day given as YYYY-MM-DD. */
export const dateSerial = (isoDay: string) => (Date.parse(`${isoDay}T00:00:00Z`) - EXCEL_EPOCH_MS) / 86_400_000;

/** One export row as a line of XML (valuesXml). */
export function rowXml(row: ExportRow, rowNumber: number): string {
  const values = EXPORT_COLUMNS.map(({ key }) =>
    key === 'date' ? dateSerial(row.date) : key === 'status' ? statusLabel(row.status) : row[key]);
  return valuesXml(values, rowNumber);
}

const headerCells = EXPORT_COLUMNS.map(({ header }, i) => `<c r="${COLUMNS[i]?.letter}1" s="${XLSX_STYLE.header}" t="str"><v>${header}</v></c>`);

const columnStyle = (key: string) => (key === 'date' ? ` style="${XLSX_STYLE.date}"` : key === 'hours' ? ` style="${XLSX_STYLE.hours}"` : '');
const cols = EXPORT_COLUMNS.map(({ key, width }, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}"${columnStyle(key)} customWidth="1"/>`).join('');

export const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
export const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Everything before the first data row: the frozen header pane, column widths, the bold header row. */
export const SHEET_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
  + `<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0">`
  + '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/>'
  + `</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>\n`
  + `<row r="1" s="${XLSX_STYLE.header}" customFormat="1">${headerCells.join('')}</row>\n`;

export const SHEET_TAIL = '</sheetData></worksheet>\n';
