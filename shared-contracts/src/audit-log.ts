import { Type, type Static } from 'typebox';
import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from './vocabularies.js';
import { DateTimeString, Id, Nullable, listResponse } from './common.js';

export const AuditLogEntry = Type.Object({
  id: Type.Integer(),
  occurredAt: DateTimeString,
  action: Type.String(),
  outcome: Type.Enum(AUDIT_OUTCOMES),
  actorUserId: Nullable(Type.Integer()),
  actorEmail: Nullable(Type.String()),
  targetType: Nullable(Type.String()),
  targetId: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  requestId: Nullable(Type.String()),
  details: Nullable(Type.Record(Type.String(), Type.Unknown())),
});

export const AuditLogQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0, description: 'Zero-based page index' }),
    action: Type.Optional(Type.Enum(AUDIT_ACTIONS)),
    outcome: Type.Optional(Type.Enum(AUDIT_OUTCOMES)),
    actorUserId: Type.Optional(Id),
    from: Type.Optional(Type.String({ format: 'date-time', description: 'Inclusive lower bound' })),
    to: Type.Optional(Type.String({ format: 'date-time', description: 'Exclusive upper bound' })),
  },
  { additionalProperties: false },
);

export const AuditLogList = listResponse(AuditLogEntry);

export type AuditLogQuery = Static<typeof AuditLogQuery>;
export type AuditLogList = Static<typeof AuditLogList>;
