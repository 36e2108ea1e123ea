import { Type, type Static } from 'typebox';
import { LEAVE_STATUSES, LEAVE_TYPES } from './vocabularies.js';
import { MAX_LENGTH } from './limits.js';
import { DateString, DateTimeString, Id, Nullable, listResponse } from './common.js';

/** Whole and half days: a yearly allowance or a request's working days. */
const LeaveDays = Type.Number({ minimum: 0, maximum: 366, multipleOf: 0.5 });
const Year = Type.Integer({ minimum: 1900, maximum: 2999 });

/** A yearly allowance of one leave type: the default (userId null) or one person's where it differs. */
export const LeaveAllowance = Type.Object({
  userId: Nullable(Type.Integer({ description: 'null: the default for everyone without their own' })),
  leaveType: Type.Enum(LEAVE_TYPES),
  days: LeaveDays,
});
export type LeaveAllowance = Static<typeof LeaveAllowance>;

/** PUT /leave/allowances (admin): sets the default, or with userId one person's, allowance of a type; days null removes a person's. */
export const LeaveAllowanceBody = Type.Object(
  {
    userId: Type.Optional(Nullable(Id)),
    leaveType: Type.Enum(LEAVE_TYPES),
    days: Nullable(LeaveDays),
  },
  { additionalProperties: false },
);
export type LeaveAllowanceBody = Static<typeof LeaveAllowanceBody>;

export const LeaveAllowanceList = listResponse(LeaveAllowance);
export type LeaveAllowanceList = Static<typeof LeaveAllowanceList>;

/** One leave type's balance of a person in a year: remaining = allowance + carryOver - approved - pending. */
export const LeaveBalance = Type.Object({
  leaveType: Type.Enum(LEAVE_TYPES),
  allowsNegative: Type.Boolean(),
  allowance: Type.Number(),
  carryOver: Type.Number({ description: "What was left of last year's allowance, up to the type's carry-over days" }),
  approved: Type.Number({ description: 'Working days of approved requests starting in the year (a cancellation still waiting counts)' }),
  pending: Type.Number({ description: 'Working days of requests still waiting for a decision' }),
  remaining: Type.Number(),
});
export type LeaveBalance = Static<typeof LeaveBalance>;

export const LeaveBalances = Type.Object({ userId: Type.Integer(), year: Type.Integer(), data: Type.Array(LeaveBalance) });
export type LeaveBalances = Static<typeof LeaveBalances>;

export const LeaveRequestSchema = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  userName: Type.String(),
  leaveType: Type.Enum(LEAVE_TYPES),
  startDate: DateString,
  endDate: DateString,
  halfDayStart: Type.Boolean({ description: 'Only the afternoon of startDate is taken' }),
  halfDayEnd: Type.Boolean({ description: 'Only the morning of endDate is taken' }),
  days: Type.Number({ description: 'Working days taken: weekends and public holidays excluded, a half day 0.5' }),
  note: Nullable(Type.String()),
  status: Type.Enum(LEAVE_STATUSES),
  decisionReason: Nullable(Type.String()),
  decidedBy: Nullable(Type.Integer()),
  decidedAt: Nullable(DateTimeString),
  createdAt: DateTimeString,
});
export type LeaveRequest = Static<typeof LeaveRequestSchema>;

/** POST /leave-requests: the caller's own request, within one calendar year. */
export const LeaveRequestBody = Type.Object(
  {
    leaveType: Type.Enum(LEAVE_TYPES),
    startDate: DateString,
    endDate: DateString,
    halfDayStart: Type.Optional(Type.Boolean({ default: false })),
    halfDayEnd: Type.Optional(Type.Boolean({ default: false })),
    note: Type.Optional(Nullable(Type.String({ maxLength: MAX_LENGTH.timeOffNote, description: 'Blank is stored as none' }))),
  },
  { additionalProperties: false },
);
export type LeaveRequestBody = Static<typeof LeaveRequestBody>;

/** The request as stored, with the balance of its type left in its year once it counts. */
export const LeaveRequestCreated = Type.Object({ request: LeaveRequestSchema, balance: LeaveBalance });
export type LeaveRequestCreated = Static<typeof LeaveRequestCreated>;

/** POST /leave-requests/{id}/decision: a decline needs a reason. Decides a request or its cancellation. */
export const LeaveDecisionBody = Type.Object(
  {
    decision: Type.Enum(['APPROVE', 'DECLINE'] as const),
    reason: Type.Optional(Type.String({ maxLength: MAX_LENGTH.timeOffNote })),
  },
  { additionalProperties: false },
);
export type LeaveDecisionBody = Static<typeof LeaveDecisionBody>;

export const LeaveRequestQuery = Type.Object({ year: Type.Optional(Year) }, { additionalProperties: false });
export type LeaveRequestQuery = Static<typeof LeaveRequestQuery>;

/** Latest start first. */
export const LeaveRequestList = listResponse(LeaveRequestSchema);
export type LeaveRequestList = Static<typeof LeaveRequestList>;

/**
 * GET /leave-requests/quote: the request the caller is about to make, in the query string (no note). Answered as the
 * request would be: its days and balance, or the same 400 with the same field and reason.
 */
export const LeaveQuoteQuery = Type.Object(
  {
    leaveType: Type.Enum(LEAVE_TYPES),
    startDate: DateString,
    endDate: DateString,
    halfDayStart: Type.Optional(Type.Boolean({ default: false })),
    halfDayEnd: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type LeaveQuoteQuery = Static<typeof LeaveQuoteQuery>;

/** What the request would take (working days) and the balance of its type left in its year once it counts. */
export const LeaveQuote = Type.Object({ days: LeaveDays, balance: LeaveBalance });
export type LeaveQuote = Static<typeof LeaveQuote>;
