/** A table as drizzle describes it: every property key maps to a column with its SQL name. */
export type ColumnSource = object;

export type CopyColumns = { keys: string[]; sql: string };

/** Column list for COPY, taken from the drizzle table so names are never typed twice. */
export function copyColumns(table: ColumnSource, keys: readonly string[]): CopyColumns {
  const names = keys.map((key) => {
    const column = (table as Record<string, unknown>)[key] as { name?: unknown } | undefined;
    if (typeof column?.name !== 'string') throw new Error(`bench: the table has no column for "${key}"`);
    return `"${column.name}"`;
  });
  return { keys: [...keys], sql: `(${names.join(', ')})` };
}

// COPY's text format: tab-separated, \N for NULL, backslash escapes for the few special characters.
const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value).replace(SPECIAL, (c) => ESCAPES[c] ?? c);
}

/** One COPY text line per row, in the order of `columns.keys`. */
export function copyLines(columns: CopyColumns, rows: readonly Record<string, unknown>[]): string {
  let text = '';
  for (const row of rows) text += columns.keys.map((key) => copyValue(row[key])).join('\t') + '\n';
  return text;
}
