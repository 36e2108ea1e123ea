import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditAction } from '@portal/shared-contracts';
import { changesBetween } from '../changes.js';

/** What an edit route knows: the record as it was and as it is now. */
export type EditAudit<T> = { action: AuditAction; targetType: string; id: number; before: T | null; after: T };

/** Bookkeeping the database changes on every write, not what the person changed. */
const NOT_EDITED = new Set(['updatedAt', 'createdAt', 'version']);

/**
 * Records an edit with each changed field's old and new value (issue 38: the Audit log shows old → new); an edit that
 * changed nothing, or of a record that was not there before, records nothing.
 */
export async function auditEdit<T extends object>(app: FastifyInstance, request: FastifyRequest, { action, targetType, id, before, after }: EditAudit<T>): Promise<void> {
  if (!before) return;
  const changes = changesBetween(before, after).filter((change) => !NOT_EDITED.has(change.field));
  if (changes.length > 0) await app.audit(request, { action, outcome: 'SUCCESS', targetType, targetId: id, changes });
}
