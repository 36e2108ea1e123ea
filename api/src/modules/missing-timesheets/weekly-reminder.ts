import type { ReminderSchedule } from '../../config.js';
import { addDays, mondayOf } from '../../platform/calendar.js';
import { createAuditLogRepository } from '../audit-log/index.js';
import { createTimesheetRemindersRepository } from './timesheet-reminders-repository.js';
import { missingWeeks } from './missing-weeks.js';
import { reminderDetails, reminderMessage, type ReminderContext } from './reminder-mail.js';

/** What one check did: the week it was due for (null: not due yet this week) and the reminders this instance sent. */
export type WeeklyReminderTick = { weekStart: string | null; sent: number; failed: number };

const localFormats = new Map<string, Intl.DateTimeFormat>();

/** The date (YYYY-MM-DD) and time (HH:MM) on the organisation's clocks at `now`. */
export function localDateTime(timeZone: string, now: Date): { date: string; time: string } {
  let format = localFormats.get(timeZone);
  if (!format) {
    const parts = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    localFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, ...parts })));
  }
  const part = Object.fromEntries(format.formatToParts(now).map(({ type, value }) => [type, value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/**
 * The week whose reminders are due at `now`: the week before this one, once this week's reminder day and time have
 * come (in the organisation's time zone); null before then. A week missed entirely (every instance down all the
 * following week) is not caught up.
 */
export function dueWeek(schedule: ReminderSchedule, timeZone: string, now: Date): string | null {
  const { date, time } = localDateTime(timeZone, now);
  const thisMonday = mondayOf(date);
  const sendDay = addDays(thisMonday, schedule.day - 1);
  if (date < sendDay || (date === sendDay && time < schedule.time)) return null;
  return addDays(thisMonday, -7);
}

/**
 * Reminds everyone short of hours in the due week who has had no scheduled reminder for it. Each reminder is sent
 * inside the transaction that inserts its row and its audit entry: with several instances the unique key decides who
 * sends (an instance passes over a person-week another is sending right now, and finds the row once it is
 * committed), and a send that fails rolls both back, so the next check tries again.
 */
export async function sendWeeklyReminders(context: ReminderContext, schedule: ReminderSchedule, timeZone: string, now: Date): Promise<WeeklyReminderTick> {
  const weekStart = dueWeek(schedule, timeZone, now);
  if (!weekStart) return { weekStart, sent: 0, failed: 0 };
  const reminded = await createTimesheetRemindersRepository(context.db).scheduledFor(weekStart);
  const due = (await missingWeeks(context, { from: weekStart, to: addDays(weekStart, 6) })).filter((week) => !reminded.has(week.userId));
  let sent = 0;
  let failed = 0;
  for (const week of due) {
    try {
      const claimed = await context.db.transaction(async (tx) => {
        const reminders = createTimesheetRemindersRepository(tx);
        // Skipped while another instance sends it: that one records it, or rolls back and a later check sends it.
        if (!(await reminders.tryLock(week.userId, weekStart))) return false;
        if (!(await reminders.claim({ userId: week.userId, weekStart, kind: 'SCHEDULED', sentBy: null }))) return false;
        await createAuditLogRepository(tx).record({
          action: 'timesheet.reminder_sent',
          outcome: 'SUCCESS',
          targetType: 'user',
          targetId: week.userId,
          details: reminderDetails(week, 'SCHEDULED'),
        });
        await context.mailer.send(reminderMessage(context.publicUrl, week));
        return true;
      });
      if (claimed) sent += 1;
    } catch (error) {
      failed += 1;
      context.log.error({ err: error, userId: week.userId, weekStart }, 'weekly timesheet reminder could not be sent; the next check tries again');
    }
  }
  if (sent > 0 || failed > 0) context.log.info({ weekStart, sent, failed }, 'weekly timesheet reminders');
  return { weekStart, sent, failed };
}
