import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { sessions } from '../../platform/db/schema/index.js';

export function createSessionsRepository(db: Database) {
  return {
    /** Starts a session and returns its id (128 random bits), which the access token carries. */
    async start(userId: number, expiresAt: Date): Promise<string> {
      const id = randomBytes(16).toString('base64url');
      await db.insert(sessions).values({ id, userId, expiresAt });
      return id;
    },

    async revoke(id: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
