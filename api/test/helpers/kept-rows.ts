import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.js';

export type KeptRow = Record<string, string | number>;

/**
 * The rows of a query over kept totals (or of the recount they are compared with), comparable as plain values: key
 * columns as text, sums as numbers, rows whose sums are all zero dropped (a kept total may linger at zero), in key order.
 */
export async function keptRows(t: TestApp, query: string, columns: { keys: readonly string[]; sums: readonly string[] }): Promise<KeptRow[]> {
  const result = (await t.app.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
  const keyOf = (row: KeptRow) => columns.keys.map((key) => row[key]).join(' ');
  return result.rows
    .map((row) => Object.fromEntries([...columns.keys.map((key) => [key, String(row[key])]), ...columns.sums.map((sum) => [sum, Number(row[sum])])]) as KeptRow)
    .filter((row) => columns.sums.some((sum) => row[sum] !== 0))
    .sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
}

/** The key columns of work_week_hours. */
export const WORK_WEEK_KEYS = ['user_id', 'project_id', 'week_start', 'month_start'] as const;
