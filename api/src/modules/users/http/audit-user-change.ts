import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changesBetween } from '../../audit-log/index.js';
import type { UserChange } from '../user-writes.js';

/** Fields whose values stay out of the log (a signed photo address): the change shows by name only. */
const HIDDEN_VALUES = new Set<string>(['profilePhotoUrl']);

/** The name put together from first and last: the edit shows in those. */
const DERIVED = new Set<string>(['fullName']);

/**
 * Records an edit of a user: role, status and contracted-week changes as their own actions (with old and new value),
 * any other change with its old and new value as `changes` (issue 38: the admin's audit log shows old → new). The
 * photo is left out: only whether it changed, not the image.
 */
export async function auditUserChange(app: FastifyInstance, request: FastifyRequest, { before, after, reportsMoved }: UserChange): Promise<void> {
  const target = { targetType: 'user', targetId: after.id } as const;
  if (before.role !== after.role) {
    await app.audit(request, { action: 'user.role_changed', outcome: 'SUCCESS', ...target, details: { from: before.role, to: after.role } });
  }
  if (before.active !== after.active) {
    await app.audit(request, { action: 'user.status_changed', outcome: 'SUCCESS', ...target, details: { active: after.active, ...(reportsMoved ? { reportsMoved } : {}) }, changes: changesBetween(before, after, ['active']) });
  }
  if (before.weeklyHours !== after.weeklyHours) {
    await app.audit(request, { action: 'user.weekly_hours_changed', outcome: 'SUCCESS', ...target, details: { from: before.weeklyHours, to: after.weeklyHours } });
  }
  const ownActions = new Set<string>(['role', 'active', 'weeklyHours']);
  const others = changesBetween(before, after).filter((change) => !ownActions.has(change.field));
  if (others.length === 0) return;
  const changes = others
    .filter((change) => !DERIVED.has(change.field))
    .map((change) => (HIDDEN_VALUES.has(change.field) ? { field: change.field, from: null, to: null } : change));
  await app.audit(request, { action: 'user.updated', outcome: 'SUCCESS', ...target, details: { fields: others.map((c) => c.field) }, changes });
}
