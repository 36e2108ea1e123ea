import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';

export function createHealthRepository(db: Database) {
  return {
    /** Throws when the database cannot answer. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
