import type { AuditLogEntry } from '@portal/shared-contracts';

/**
 * What an entry acted on: its entity type and id ('user #12'), after the person's name when it was a person
 * ('Mia Manager (user #12)'), or a dash for sign-ins and other events about no one thing.
 */
export function describeTarget(entry: Pick<AuditLogEntry, 'targetType' | 'targetId' | 'targetName'>): string {
  if (!entry.targetType) return '—';
  const target = entry.targetId ? `${entry.targetType} #${entry.targetId}` : entry.targetType;
  return entry.targetName ? `${entry.targetName} (${target})` : target;
}
