import type { ColumnKind, RowValues, SheetColumn } from './sheet-columns.js';

export type { RowValues } from './sheet-columns.js';

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

/** Excel's serial number of a calendar day given as YYYY-MM-DD. */
export const dateSerial = (isoDay: string) => (Date.parse(`${isoDay}T00:00:00Z`) - EXCEL_EPOCH_MS) / 86_400_000;

const STYLE_OF: Record<ColumnKind, number | null> = { text: null, date: XLSX_STYLE.date, hours: XLSX_STYLE.hours };

export const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
export const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A worksheet's columns: the XML before its first data row, and one data row as a line of XML. */
export type SheetLayout = {
  /** The worksheet's tab name. */
  name: string;
  head: string;
  /**
   * `rowNumber` is the sheet row (the header is row 1). Empty cells are left out; the first cell, and any cell
   * after a left-out one, names its reference. `escaped`: the texts are known to hold nothing xmlText would change.
   */
  valuesXml(values: RowValues, rowNumber: number, escaped?: boolean): string;
};

export function sheetLayout(name: string, columns: readonly SheetColumn[]): SheetLayout {
  const letters = columns.map((_, i) => String.fromCharCode(65 + i));
  const styles = columns.map(({ kind }) => STYLE_OF[kind]);
  const headerCells = columns.map(({ header }, i) => `<c r="${letters[i]}1" s="${XLSX_STYLE.header}" t="str"><v>${xmlText(header)}</v></c>`);
  const cols = columns
    .map(({ width }, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}"${styles[i] === null ? '' : ` style="${styles[i]}"`} customWidth="1"/>`)
    .join('');
  return {
    name,
    head: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
      + `<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0">`
      + '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/>'
      + `</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>\n`
      + `<row r="1" s="${XLSX_STYLE.header}" customFormat="1">${headerCells.join('')}</row>\n`,
    valuesXml(values, rowNumber, escaped = false) {
      let xml = `<row r="${rowNumber}">`;
      let named = false;
      for (let i = 0; i < columns.length; i++) {
        const value = values[i];
        const ref = named ? '' : ` r="${letters[i]}${rowNumber}"`;
        named = true;
        if (value === null || value === undefined || value === '') named = false;
        else if (styles[i] !== null) xml += `<c${ref} s="${styles[i]}"><v>${value}</v></c>`;
        else xml += `<c${ref} t="str"><v>${escaped ? value : xmlText(String(value))}</v></c>`;
      }
      return `${xml}</row>\n`;
    },
  };
}


export const SHEET_TAIL = '</sheetData></worksheet>\n';
