/** How a column's values are written: text, a calendar day (a date cell in Excel), or hours (a number, 0.00). */
export type ColumnKind = 'text' | 'date' | 'hours';

/** One column of an export, the same in CSV and Excel. */
export type SheetColumn = { header: string; width: number; kind: ColumnKind };

/**
 * A row's cell values in column order: text, a date (as an Excel serial in the sheet, YYYY-MM-DD in CSV), a number;
 * null or '' for an empty cell.
 */
export type RowValues = (string | number | null)[];
