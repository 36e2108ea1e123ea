import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { passwordResetTokens, users } from '../../platform/db/schema/index.js';

export type RecoveryAccount = { id: number; firstName: string; officeEmail: string };

export function createPasswordResetsRepository(db: Database) {
  return {
    /** Active users only: a deactivated account gets no reset link. */
    async findActiveAccount(email: string): Promise<RecoveryAccount | null> {
      const [row] = await db
        .select({ id: users.id, firstName: users.firstName, officeEmail: users.officeEmail })
        .from(users)
        .where(and(sql`lower(${users.officeEmail}) = ${email.trim().toLowerCase()}`, eq(users.active, true)))
        .limit(1);
      return row ?? null;
    },

    async countIssuedSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ issued: count() })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
      return row?.issued ?? 0;
    },

    /** Stores a new token and voids every older unused one of the same user, in one transaction. */
    async issue(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        await tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
      });
    },

    /**
     * Consumes the token and sets the password atomically: the single UPDATE … WHERE used_at IS NULL
     * AND expires_at > now() lets only one request win, and bumping token_version ends every session.
     * Returns the user id, or null when the token is unknown, used or expired.
     */
    async resetPassword(tokenHash: string, passwordHash: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [consumed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, tokenHash),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, sql`now()`),
              // A deactivated user's link stops working too.
              sql`${passwordResetTokens.userId} in (select ${users.id} from ${users} where ${users.active})`,
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!consumed) return null;
        await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
          .where(eq(users.id, consumed.userId));
        return consumed.userId;
      });
    },
  };
}
