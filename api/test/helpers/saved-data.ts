import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.js';

const TABLES = ['users', 'clients', 'projects', 'allocations', 'timesheets', 'sessions', 'password_reset_tokens', 'public_holidays', 'time_off', 'leave_allowances', 'leave_requests'];

// One statement, a digest per table: the fuzz tests take it before and after thousands of requests, and on PGlite a
// statement's own cost is most of a small one's.
const DIGEST_SQL = `SELECT concat_ws(':', ${TABLES.map((table) => `(SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM ${table} t)`).join(', ')}) AS d`;

/** A digest of everything saved, apart from the logs that every request may append to: equal before and after means unchanged. */
export async function savedData(t: TestApp): Promise<string> {
  const result = (await t.app.db.execute(sql.raw(DIGEST_SQL))) as unknown as { rows: { d: string }[] };
  return String(result.rows[0]?.d);
}
