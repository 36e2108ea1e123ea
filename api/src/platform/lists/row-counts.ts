import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rowCounts } from '../db/kept-totals.js';

/** Tables whose exact row count the database keeps (migration 0008). */
export type CountedTable = 'timesheets';

/** The table's exact row count as of this statement's snapshot, read from the kept count instead of counted. */
export async function keptRowCount(db: Database, table: CountedTable): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${rowCounts.rowCount}), 0)`.mapWith(Number) })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, table));
  return row?.total ?? 0;
}
