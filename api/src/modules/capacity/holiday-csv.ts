import { CsvError, parse } from 'csv-parse/sync';
import { MAX_LENGTH } from '@portal/shared-contracts';
import { InputError, type FieldProblem } from '../../platform/errors.js';
import { isCalendarDate } from '../../platform/calendar.js';
import { datePlanProblem } from './rules.js';

/** A holiday read from a row of an imported file; `row` is its line in the file, counting a header. */
export type HolidayRow = { row: number; date: string; name: string };

/** More than any country has in decades; keeps one request's work bounded. */
export const MAX_IMPORT_ROWS = 1000;

type ParsedRecord = { record: string[]; info: { lines: number } };

// A first row whose first cell is the word date names the columns.
const isHeader = ([first]: string[]) => first?.toLowerCase() === 'date';

/** The problems of one row (its cells trimmed, trailing empty cells dropped), each naming the row and its column. */
function rowProblems(row: number, cells: string[], firstRowOf: Map<string, number>): FieldProblem[] {
  const problem = (column: string, message: string) => ({ field: `rows.${row}${column ? `.${column}` : ''}`, message: `Row ${row}: ${message}` });
  const [date = '', name = ''] = cells;
  if (cells.length > 2) return [problem('', `has ${cells.length} columns; expected two, date and name.`)];
  const problems: FieldProblem[] = [];
  const outsidePlan = isCalendarDate(date) ? datePlanProblem(date, 'date') : null;
  if (!isCalendarDate(date)) problems.push(problem('date', `date must be a calendar date written YYYY-MM-DD${date ? ` (not "${date.slice(0, 40)}")` : ''}.`));
  else if (outsidePlan) problems.push(problem('date', outsidePlan.message));
  else if (firstRowOf.has(date)) problems.push(problem('date', `${date} is also on row ${firstRowOf.get(date)}.`));
  if (name === '') problems.push(problem('name', 'name is required.'));
  else if (name.length > MAX_LENGTH.holidayName) problems.push(problem('name', `name must be at most ${MAX_LENGTH.holidayName} characters.`));
  return problems;
}

function parseRecords(text: string): ParsedRecord[] {
  try {
    // With `info`, each record comes with the line it was read from; the library's types do not say so.
    return parse(text, { bom: true, trim: true, relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as ParsedRecord[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const row = (error as CsvError & { lines?: number }).lines ?? 1;
    throw new InputError(`Nothing was imported. Row ${row}: ${error.message}`, [{ field: `rows.${row}`, message: `Row ${row}: ${error.message}` }]);
  }
}

/**
 * The holidays of a CSV file with the columns date (YYYY-MM-DD) and name, with or without a header row. All or
 * nothing: any bad row makes it a 400 listing every bad row with its reason.
 */
export function parseHolidayCsv(text: string): HolidayRow[] {
  // PostgreSQL text cannot hold NUL; a file holding one is no CSV text anyway (a spreadsheet saved in its own format).
  if (text.includes('\u0000')) throw new InputError('The file is not CSV text: save it as CSV (comma-separated values).', [{ field: 'file', message: 'is not CSV text' }]);
  const records = parseRecords(text);
  if (records[0] && isHeader(records[0].record)) records.shift();
  if (records.length === 0) throw new InputError('The file holds no holidays.', [{ field: 'file', message: 'holds no rows of date and name' }]);
  if (records.length > MAX_IMPORT_ROWS) {
    throw new InputError(`A file may hold at most ${MAX_IMPORT_ROWS} holidays.`, [{ field: 'file', message: `holds more than ${MAX_IMPORT_ROWS} rows` }]);
  }
  const rows: HolidayRow[] = [];
  const problems: FieldProblem[] = [];
  const badRows: number[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { record, info } of records) {
    // Trimmed inside quotes too: a quoted name keeps its commas, not its surrounding spaces.
    const cells = record.map((cell) => cell.trim());
    while (cells.length > 0 && cells.at(-1) === '') cells.pop();
    const found = rowProblems(info.lines, cells, firstRowOf);
    problems.push(...found);
    if (found.length > 0) badRows.push(info.lines);
    else rows.push({ row: info.lines, date: cells[0]!, name: cells[1]! });
    if (cells[0] && !firstRowOf.has(cells[0])) firstRowOf.set(cells[0], info.lines);
  }
  if (problems.length > 0) {
    const which = badRows.length === 1 ? `row ${badRows[0]} has a problem` : `rows ${badRows.join(', ')} have problems`;
    throw new InputError(`Nothing was imported: ${which}.`, problems);
  }
  return rows;
}
