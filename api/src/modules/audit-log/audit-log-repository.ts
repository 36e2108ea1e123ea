import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditOutcome, AuditLogList, AuditLogQuery } from '@portal/shared-contracts';
import type { Database } from '../../platform/db/client.js';
import { auditLog } from '../../platform/db/schema.js';
import { countAll, rowsToSkip } from '../../platform/lists/list-helpers.js';

/** One event as the API records it; who/where come from the request (see modules/audit-log/http/audit-plugin.ts). */
export type AuditEvent = {
  action: AuditAction;
  outcome: AuditOutcome;
  actorUserId?: number | null;
  actorEmail?: string | null;
  targetType?: string;
  targetId?: string | number;
  ip?: string;
  requestId?: string;
  details?: Record<string, unknown>;
};

function listFilters(query: AuditLogQuery): SQL | undefined {
  return and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.outcome ? eq(auditLog.outcome, query.outcome) : undefined,
    query.actorUserId ? eq(auditLog.actorUserId, query.actorUserId) : undefined,
    query.from ? gte(auditLog.occurredAt, new Date(query.from)) : undefined,
    query.to ? lt(auditLog.occurredAt, new Date(query.to)) : undefined,
  );
}

export function createAuditLogRepository(db: Database) {
  return {
    async record(event: AuditEvent): Promise<void> {
      await db.insert(auditLog).values({
        action: event.action,
        outcome: event.outcome,
        actorUserId: event.actorUserId ?? null,
        actorEmail: event.actorEmail ?? null,
        targetType: event.targetType ?? null,
        targetId: event.targetId === undefined ? null : String(event.targetId),
        ip: event.ip ?? null,
        requestId: event.requestId ?? null,
        details: event.details ?? null,
      });
    },

    /** Newest first. */
    async list(query: AuditLogQuery): Promise<AuditLogList> {
      const where = listFilters(query);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
          .limit(query.limit)
          .offset(rowsToSkip(query)),
        db.select({ total: countAll() }).from(auditLog).where(where),
      ]);
      return { data: rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() })), total: count?.total ?? 0 };
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
