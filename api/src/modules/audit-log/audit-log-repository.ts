import { and, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditChange, AuditOutcome, AuditLogExportQuery, AuditLogList, AuditLogQuery } from '@portal/shared-contracts';
import type { Database } from '../../platform/db/client.js';
import { auditLog, users } from '../../platform/db/schema/index.js';
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
  /** What an edit changed, kept in details.changes and shown as the entry's `changes`. */
  changes?: AuditChange[];
};

/** The filters a page of the log and its export share. */
type AuditLogFilters = Omit<AuditLogExportQuery, 'type'>;

function listFilters(query: AuditLogFilters): SQL | undefined {
  return and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.outcome ? eq(auditLog.outcome, query.outcome) : undefined,
    query.actorUserId ? eq(auditLog.actorUserId, query.actorUserId) : undefined,
    query.userId
      ? or(eq(auditLog.actorUserId, query.userId), and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(query.userId))))
      : undefined,
    query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
    query.from ? gte(auditLog.occurredAt, new Date(query.from)) : undefined,
    query.to ? lt(auditLog.occurredAt, new Date(query.to)) : undefined,
  );
}

/** Actions that recorded one field's old and new value as details { from, to } before `changes` existed. */
const SINGLE_FIELD_ACTIONS: Record<string, string> = { 'user.role_changed': 'role', 'user.weekly_hours_changed': 'weeklyHours' };

/** The entry's changes: those it recorded, or the one a single-field action kept as details { from, to }. */
function changesOf(action: string, details: Record<string, unknown> | null): AuditChange[] | undefined {
  if (Array.isArray(details?.changes)) return details.changes as AuditChange[];
  const field = SINGLE_FIELD_ACTIONS[action];
  if (field && details && 'from' in details) return [{ field, from: details.from ?? null, to: details.to ?? null }];
  return undefined;
}

type AuditLogRow = typeof auditLog.$inferSelect;

type Entry = AuditLogList['data'][number];

/** A stored row as the API shows it: `changes` out of details into a field of its own, people by their names now. */
function entryOf(row: AuditLogRow, names: ReadonlyMap<number, string>): Entry {
  const changes = changesOf(row.action, row.details);
  const { changes: _kept, ...details } = row.details ?? {};
  const targetUserId = row.targetType === 'user' ? Number(row.targetId) : Number.NaN;
  return {
    ...row,
    actorName: row.actorUserId === null ? null : (names.get(row.actorUserId) ?? null),
    ...(Number.isInteger(targetUserId) ? { targetName: names.get(targetUserId) ?? null } : {}),
    occurredAt: row.occurredAt.toISOString(),
    details: row.details && Object.keys(details).length > 0 ? details : null,
    ...(changes ? { changes } : {}),
  };
}

export function createAuditLogRepository(db: Database) {
  // The log keeps the e-mail as it was; the names are read as they are now, in one query for the rows shown.
  async function entriesOf(rows: AuditLogRow[]): Promise<Entry[]> {
    const ids = new Set<number>();
    for (const row of rows) {
      if (row.actorUserId !== null) ids.add(row.actorUserId);
      if (row.targetType === 'user' && /^\d{1,9}$/.test(row.targetId ?? '')) ids.add(Number(row.targetId));
    }
    const people = ids.size === 0 ? [] : await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, [...ids]));
    const names = new Map(people.map((person) => [person.id, [person.firstName, person.lastName].filter(Boolean).join(' ')]));
    return rows.map((row) => entryOf(row, names));
  }
  const newestFirst = (where: SQL | undefined) => db.select().from(auditLog).where(where).orderBy(desc(auditLog.occurredAt), desc(auditLog.id));
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
        details: event.changes ? { ...event.details, changes: event.changes } : (event.details ?? null),
      });
    },

    /** Newest first. */
    async list(query: AuditLogQuery): Promise<AuditLogList> {
      const where = listFilters(query);
      const [rows, [count]] = await Promise.all([
        newestFirst(where).limit(query.limit).offset(rowsToSkip(query)),
        db.select({ total: countAll() }).from(auditLog).where(where),
      ]);
      return { data: await entriesOf(rows), total: count?.total ?? 0 };
    },

    /** The newest `max` entries the filters match, newest first, for the export. */
    async listForExport(query: AuditLogFilters, max: number): Promise<AuditLogList['data']> {
      return entriesOf(await newestFirst(listFilters(query)).limit(max));
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
