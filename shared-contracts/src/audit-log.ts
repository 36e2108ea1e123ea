import { Type, type Static } from 'typebox';
import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from './vocabularies.js';
import { DateTimeString, ID_RANGE, Id, Nullable, listResponse } from './common.js';
import { EXPORT_TYPES } from './timesheets.js';

export { describeAuditChange, showAuditValue, type AuditFieldChange } from './audit-changes.js';

/** One field an edit changed, old value to new (issue 38): values as the API shows them, null when empty. */
export const AuditChange = Type.Object({ field: Type.String(), from: Type.Unknown(), to: Type.Unknown() });

export const AuditLogEntry = Type.Object({
  id: Type.Integer(),
  occurredAt: DateTimeString,
  action: Type.String(),
  outcome: Type.Enum(AUDIT_OUTCOMES),
  actorUserId: Nullable(Type.Integer()),
  actorEmail: Nullable(Type.String()),
  actorName: Type.Optional(Nullable(Type.String({ description: "The actor's name as it is now; null when no person acted or they are gone" }))),
  targetType: Nullable(Type.String()),
  targetId: Nullable(Type.String()),
  targetName: Type.Optional(Nullable(Type.String({ description: "A person as the target (targetType user): their name as it is now" }))),
  ip: Nullable(Type.String()),
  requestId: Nullable(Type.String()),
  details: Nullable(Type.Record(Type.String(), Type.Unknown())),
  /** What an edit changed, when the action records it (older entries of role and weekly-hours changes included). */
  changes: Type.Optional(Type.Array(AuditChange)),
});

/** The log's filters, the same for a page of it and for its export. */
const auditLogFilters = {
  action: Type.Optional(Type.Enum(AUDIT_ACTIONS)),
  outcome: Type.Optional(Type.Enum(AUDIT_OUTCOMES)),
  actorUserId: Type.Optional(Id),
  userId: Type.Optional(Type.Integer({ ...ID_RANGE, description: 'Entries by this person or about them (a user as the target)' })),
  targetType: Type.Optional(Type.String({ maxLength: 50, description: 'The kind of thing acted on: user, timesheet, allocation…' })),
  from: Type.Optional(Type.String({ format: 'date-time', description: 'Inclusive lower bound' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'Exclusive upper bound' })),
};

export const AuditLogQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0, description: 'Zero-based page index' }),
    ...auditLogFilters,
  },
  { additionalProperties: false },
);

/** GET /audit-log/export: the filtered log as CSV or Excel, newest first (ADMIN). */
export const AuditLogExportQuery = Type.Object({ type: Type.Enum(EXPORT_TYPES), ...auditLogFilters }, { additionalProperties: false });

export const AuditLogList = listResponse(AuditLogEntry);

/** The actions the log can hold, from the API's own list, so the page's filter knows new ones without a release. */
export const AuditActionList = Type.Object({ data: Type.Array(Type.String()) });

export type AuditChange = Static<typeof AuditChange>;
export type AuditLogEntry = Static<typeof AuditLogEntry>;
export type AuditActionList = Static<typeof AuditActionList>;
export type AuditLogQuery = Static<typeof AuditLogQuery>;
export type AuditLogExportQuery = Static<typeof AuditLogExportQuery>;
export type AuditLogList = Static<typeof AuditLogList>;
