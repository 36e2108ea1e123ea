import type { AuditChange } from '@portal/shared-contracts';

/**
 * The fields whose values differ between two versions of a record, old → new, for an audit entry's `changes`;
 * `fields` narrows it to those (the rest are left out of the log). Values are compared as JSON.
 */
export function changesBetween<T extends object>(before: T, after: T, fields?: readonly (keyof T & string)[]): AuditChange[] {
  const keys = fields ?? (Object.keys(after) as (keyof T & string)[]);
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ field: key, from: before[key] ?? null, to: after[key] ?? null }));
}
