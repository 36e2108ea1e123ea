// How an audit entry's changes read, the same on the Audit log page and in its export (issue 38). No TypeBox here:
// the browser takes it from '@portal/shared-contracts/values'.

/** One field an edit changed, old value to new, as an audit entry's `changes` lists it. */
export type AuditFieldChange = { field: string; from?: unknown; to?: unknown };

/** A recorded value as the log shows it: empty as a dash, text as it is, anything else as JSON. */
export function showAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One change as a line: 'lastName: Young → Renamed'. */
export const describeAuditChange = (change: AuditFieldChange): string =>
  `${change.field}: ${showAuditValue(change.from)} → ${showAuditValue(change.to)}`;
