import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { AUDIT_OUTCOMES, type AuditOutcome } from '@portal/shared-contracts';
import { oneOf } from './columns.js';
import { users } from './users.js';

/**
 * Security-relevant events (sign-ins, lockouts, resets, role and status changes, deletes, approvals, exports,
 * denied requests). Append-only: nothing in the API updates or deletes these rows. The actor is kept by id and by
 * e-mail so an entry stays readable after the user row changes, and failed sign-ins have no user at all.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    outcome: text('outcome').$type<AuditOutcome>().notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_occurred_at_idx').on(t.occurredAt),
    index('audit_log_actor_user_id_idx').on(t.actorUserId),
    index('audit_log_action_idx').on(t.action, t.occurredAt),
    check('audit_log_outcome_check', oneOf('outcome', AUDIT_OUTCOMES)),
  ],
);
