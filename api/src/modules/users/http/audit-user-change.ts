import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '@portal/shared-contracts';
import type { UserChange } from '../user-writes.js';

function changedFields(before: User, after: User): string[] {
  return (Object.keys(after) as (keyof User)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/**
 * Records an edit of a user: role, status and contracted-week changes as their own actions (with old and new value),
 * any other change by the names of the fields only, so the log does not become a second copy of personal data.
 */
export async function auditUserChange(app: FastifyInstance, request: FastifyRequest, { before, after, reportsMoved }: UserChange): Promise<void> {
  const target = { targetType: 'user', targetId: after.id } as const;
  if (before.role !== after.role) {
    await app.audit(request, { action: 'user.role_changed', outcome: 'SUCCESS', ...target, details: { from: before.role, to: after.role } });
  }
  if (before.active !== after.active) {
    await app.audit(request, { action: 'user.status_changed', outcome: 'SUCCESS', ...target, details: { active: after.active, ...(reportsMoved ? { reportsMoved } : {}) } });
  }
  if (before.weeklyHours !== after.weeklyHours) {
    await app.audit(request, { action: 'user.weekly_hours_changed', outcome: 'SUCCESS', ...target, details: { from: before.weeklyHours, to: after.weeklyHours } });
  }
  const ownActions = new Set<string>(['role', 'active', 'weeklyHours']);
  const others = changedFields(before, after).filter((field) => !ownActions.has(field));
  if (others.length > 0) await app.audit(request, { action: 'user.updated', outcome: 'SUCCESS', ...target, details: { fields: others } });
}
