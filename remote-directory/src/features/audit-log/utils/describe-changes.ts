import type { AuditLogEntry } from '@portal/shared-contracts';

/** What an entry acted on: its entity type and id ('user #12'), or a dash for sign-ins and other events about no one thing. */
export function describeTarget(entry: Pick<AuditLogEntry, 'targetType' | 'targetId'>): string {
  if (!entry.targetType) return '—';
  return entry.targetId ? `${entry.targetType} #${entry.targetId}` : entry.targetType;
}
