import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions } from '../db/schema.js';

export function createSessionsRepository(db: Database) {
  return {
    /** Starts a session and returns its id (128 random bits), which the access token carries. */
    async start(userId: number, expiresAt: Date): Promise<string> {
      const id = randomBytes(16).toString('base64url');
      await db.insert(sessions).values({ id, userId, expiresAt });
      return id;
    },

    async isActive(id: string, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
      return row !== undefined;
    },

    async revoke(id: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
