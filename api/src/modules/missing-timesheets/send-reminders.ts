import type { ReminderSkipReason, SendRemindersBody, SendRemindersResult } from '@portal/shared-contracts';
import { InputError } from '../../platform/errors.js';
import { addDays, mondayOf } from '../../platform/calendar.js';
import type { AuthUser } from '../../platform/auth/auth-plugin.js';
import { createTimesheetRemindersRepository } from './timesheet-reminders-repository.js';
import { lastEndedSunday, missingWeeks, type MissingWeek } from './missing-weeks.js';
import { reminderMessage, type ReminderContext } from './reminder-mail.js';

export const NOT_A_MONDAY = 'weekStart must be a Monday.';
export const WEEK_NOT_ENDED = 'Reminders are for weeks that have ended.';

function assertEndedWeek(weekStart: string, today: string): void {
  const message = mondayOf(weekStart) !== weekStart ? NOT_A_MONDAY : addDays(weekStart, 6) > lastEndedSunday(today) ? WEEK_NOT_ENDED : null;
  if (message) throw new InputError(message, [{ field: 'weekStart', message }]);
}

/** Told of each reminder as soon as it is sent (or failed), for the audit log. */
export type ReminderSent = (week: MissingWeek, outcome: 'SUCCESS' | 'FAILURE') => Promise<void>;

/**
 * POST /reports/missing-timesheets/reminders: e-mails each chosen person who is active and short of hours that week,
 * one after the other, and records each reminder sent.
 */
export async function sendReminders(context: ReminderContext, caller: AuthUser, body: SendRemindersBody, onSent: ReminderSent): Promise<SendRemindersResult> {
  assertEndedWeek(body.weekStart, context.today);
  const repo = createTimesheetRemindersRepository(context.db);
  const short = new Map((await missingWeeks(context, { from: body.weekStart, to: addDays(body.weekStart, 6) })).map((week) => [week.userId, week]));
  const people = new Map((await repo.recipients(body.userIds)).map((person) => [person.id, person]));
  let sent = 0;
  const skipped: { userId: number; reason: ReminderSkipReason }[] = [];
  for (const userId of body.userIds) {
    const person = people.get(userId);
    const week = short.get(userId);
    const reason: ReminderSkipReason | null = !person ? 'NOT_FOUND' : !person.active ? 'INACTIVE' : !week ? 'NOT_MISSING' : null;
    if (reason || !week) {
      skipped.push({ userId, reason: reason ?? 'NOT_MISSING' });
      continue;
    }
    try {
      await context.mailer.send(reminderMessage(context.publicUrl, week));
    } catch (error) {
      context.log.error({ err: error, userId, weekStart: week.weekStart }, 'timesheet reminder could not be sent');
      skipped.push({ userId, reason: 'SEND_FAILED' });
      await onSent(week, 'FAILURE');
      continue;
    }
    await repo.claim({ userId, weekStart: week.weekStart, kind: 'MANUAL', sentBy: caller.id });
    await onSent(week, 'SUCCESS');
    sent += 1;
  }
  return { sent, skipped };
}
