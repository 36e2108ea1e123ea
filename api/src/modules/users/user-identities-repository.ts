import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { userIdentities, users } from '../../platform/db/schema/index.js';
import { violatedUniqueIndex } from '../../platform/db/unique-violation.js';

/** What single sign-on needs to decide about a user; never leaves the server. */
export type SsoCandidate = { id: number; active: boolean; tokenVersion: number; officeEmail: string };

const candidateColumns = { id: users.id, active: users.active, tokenVersion: users.tokenVersion, officeEmail: users.officeEmail };

export function createUserIdentitiesRepository(db: Database) {
  return {
    async findUserByIdentity(tenantId: string, objectId: string): Promise<SsoCandidate | null> {
      const [row] = await db
        .select(candidateColumns)
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.tenantId, tenantId), eq(userIdentities.objectId, objectId)));
      return row ?? null;
    },

    /** The user with this work e-mail (case-insensitive), and whether they already have an identity in the tenant. */
    async findUserByOfficeEmail(email: string, tenantId: string): Promise<(SsoCandidate & { linkedInTenant: boolean }) | null> {
      const [row] = await db
        .select({ ...candidateColumns, linkedIdentityId: userIdentities.id })
        .from(users)
        .leftJoin(userIdentities, and(eq(userIdentities.userId, users.id), eq(userIdentities.tenantId, tenantId)))
        .where(eq(sql`lower(${users.officeEmail})`, email.trim().toLowerCase()));
      if (!row) return null;
      const { linkedIdentityId, ...candidate } = row;
      return { ...candidate, linkedInTenant: linkedIdentityId !== null };
    },

    /** Links an identity to a user; false when a concurrent request or another identity got there first. */
    async link(userId: number, tenantId: string, objectId: string): Promise<boolean> {
      try {
        await db.insert(userIdentities).values({ userId, tenantId, objectId });
        return true;
      } catch (error) {
        if (violatedUniqueIndex(error)) return false;
        throw error;
      }
    },

    async recordUse(tenantId: string, objectId: string): Promise<void> {
      await db
        .update(userIdentities)
        .set({ lastUsedAt: sql`now()` })
        .where(and(eq(userIdentities.tenantId, tenantId), eq(userIdentities.objectId, objectId)));
    },
  };
}

export type UserIdentitiesRepository = ReturnType<typeof createUserIdentitiesRepository>;
