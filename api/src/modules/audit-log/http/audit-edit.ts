import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditAction } from '@portal/shared-contracts';
import { changesBetween } from '../changes.js';

/** What an edit route knows: the record as it was and as it is now. */
export type EditAudit<T> = { action: AuditAction; targetType: string; id: number; before: T | null; after: T };

/** What a create route knows: the record as it is now. */
export type CreateAudit<T> = { action: AuditAction; targetType: string; id: number; after: T };

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

/** Records a new record with each field it was given, none → value (the Audit log shows who created what, with what). */
export async function auditCreate<T extends object>(app: FastifyInstance, request: FastifyRequest, { action, targetType, id, after }: CreateAudit<T>): Promise<void> {
  const given = Object.fromEntries(Object.entries(after).filter(([field, value]) => field !== 'id' && value !== null && value !== undefined));
  const changes = changesBetween({}, given).filter((change) => !NOT_EDITED.has(change.field));
  await app.audit(request, { action, outcome: 'SUCCESS', targetType, targetId: id, changes });
}
