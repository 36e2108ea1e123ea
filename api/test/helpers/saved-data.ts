import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.js';

const TABLES = ['users', 'clients', 'projects', 'allocations', 'timesheets', 'sessions', 'password_reset_tokens', 'public_holidays', 'time_off', 'leave_allowances', 'leave_requests'];

/** A digest of everything saved, apart from the logs that every request may append to: equal before and after means unchanged. */
export async function savedData(t: TestApp): Promise<string> {
  const digests = await Promise.all(
    TABLES.map((table) => t.app.db.execute(sql.raw(`SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS d FROM ${table} t`))),
  );
  return digests.map((result) => String((result as unknown as { rows: { d: string }[] }).rows[0]?.d)).join(':');
}
