import type { MissingTimesheetRow, ReminderSkipReason, SendRemindersResult } from '../api/missing-timesheets-api';
import { weekLabel } from './week-dates';

const REASONS: Record<ReminderSkipReason, string> = {
  NOT_MISSING: 'their hours are logged now',
  INACTIVE: 'no longer active',
  NOT_FOUND: 'no longer in the directory',
  SEND_FAILED: 'the e-mail could not be sent',
};

/** The chosen rows by week: the API reminds of one week per request. */
export function byWeek(rows: readonly MissingTimesheetRow[]): Map<string, MissingTimesheetRow[]> {
  const weeks = new Map<string, MissingTimesheetRow[]>();
  for (const row of rows) weeks.set(row.weekStart, [...(weeks.get(row.weekStart) ?? []), row]);
  return weeks;
}

export type ReminderOutcome = { sent: number; skipped: string[]; failedWeeks: string[] };

/** What the person is told after sending: how many went out, and who was skipped and why. */
export function describeOutcome(outcome: ReminderOutcome): { type: 'success' | 'warning' | 'error'; title: string; lines: string[] } {
  const title = `${outcome.sent === 1 ? '1 reminder' : `${outcome.sent} reminders`} sent${outcome.skipped.length > 0 ? `, ${outcome.skipped.length} skipped` : ''}.`;
  const lines = [...outcome.skipped, ...outcome.failedWeeks.map((week) => `${weekLabel(week)}: the reminders could not be sent. Please try again.`)];
  const type = outcome.failedWeeks.length > 0 && outcome.sent === 0 ? 'error' : lines.length > 0 ? 'warning' : 'success';
  return { type, title, lines };
}

/** Adds one week's answer to the outcome, naming each skipped person. */
export function addResult(outcome: ReminderOutcome, rows: readonly MissingTimesheetRow[], result: SendRemindersResult): ReminderOutcome {
  const nameOf = new Map(rows.map((row) => [row.userId, row.name]));
  const skipped = result.skipped.map(({ userId, reason }) => `${nameOf.get(userId) ?? `Person ${userId}`} (${weekLabel(rows[0]?.weekStart ?? '')}): ${REASONS[reason]}`);
  return { ...outcome, sent: outcome.sent + result.sent, skipped: [...outcome.skipped, ...skipped] };
}
