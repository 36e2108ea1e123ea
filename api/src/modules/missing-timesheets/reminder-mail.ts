import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.js';
import { timesheetReminderMessage } from '../../platform/mail/templates.js';
import type { UtilisationContext } from '../reports/index.js';
import { isoWeekOf } from '../timesheets/index.js';
import type { MissingWeek } from './missing-weeks.js';

/** What sending reminders needs besides the report: the mail transport and where the portal is reached. */
export type ReminderContext = UtilisationContext & { mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

/** The e-mail reminding a person of a week short of hours, linking to that week on My Timesheet. */
export function reminderMessage(publicUrl: string, week: MissingWeek): MailMessage {
  return timesheetReminderMessage({
    to: week.officeEmail,
    firstName: week.firstName,
    weekStart: week.weekStart,
    expected: week.expected,
    logged: week.logged,
    link: `${publicUrl}/timesheets?view=week&week=${isoWeekOf(week.weekStart)}`,
  });
}

/** What the audit log says about a reminder sent. */
export const reminderDetails = (week: MissingWeek, kind: 'MANUAL' | 'SCHEDULED') => ({
  kind,
  weekStart: week.weekStart,
  expected: week.expected,
  logged: week.logged,
  to: week.officeEmail,
});
