import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../../config.js';
import type { ReminderContext } from '../reminder-mail.js';
import { sendWeeklyReminders, type WeeklyReminderTick } from '../weekly-reminder.js';
import type { OrgClock } from '../../../platform/calendar.js';
import { standardWeeklyHours } from '../../users/index.js';
import { createMailer } from '../../../platform/mail/mailer.js';

export type TimesheetReminders = {
  /** What reminders need at `now`: the report's context (today in the organisation's time zone), the mailer. */
  context: (now?: Date) => ReminderContext;
  /**
   * Checks whether the weekly reminder is due and sends what is. The timer calls it with the real clock; tests with
   * theirs. A check asked for while one runs gets that one's answer.
   */
  tick: (now?: Date) => Promise<WeeklyReminderTick>;
};

declare module 'fastify' {
  interface FastifyInstance {
    timesheetReminders: TimesheetReminders;
  }
}

/** `clock`: the organisation's, whose time zone the reminder's day and time are in. */
type Options = Pick<Config, 'mail' | 'publicUrl' | 'workdayHours' | 'timesheetReminder'> & { clock: OrgClock };

/** Reminders to log missing hours: sent by hand from the report, and weekly when TIMESHEET_REMINDER is set. */
async function timesheetRemindersPlugin(app: FastifyInstance, options: Options): Promise<void> {
  const mailer = createMailer(options.mail);
  const schedule = options.timesheetReminder;
  const { clock } = options;
  const context = (now = clock.now()): ReminderContext => ({
    db: app.db,
    today: clock.today(now),
    standardWeek: standardWeeklyHours(options.workdayHours),
    recall: app.utilisationReports,
    mailer,
    publicUrl: options.publicUrl,
    log: app.log,
  });
  let running: Promise<WeeklyReminderTick> | null = null;
  const tick = (now = clock.now()): Promise<WeeklyReminderTick> => {
    if (!schedule) return Promise.resolve({ weekStart: null, sent: 0, failed: 0 });
    running ??= sendWeeklyReminders(context(now), schedule, clock.timeZone, now).finally(() => (running = null));
    return running;
  };
  app.decorate('timesheetReminders', { context, tick });

  let timer: NodeJS.Timeout | undefined;
  if (schedule && options.mail.transport === 'none') {
    app.log.warn('TIMESHEET_REMINDER is set but SMTP_URL is not: no weekly timesheet reminders are sent');
  } else if (schedule && schedule.checkEveryMs > 0) {
    const check = () => tick().catch((error: unknown) => app.log.error({ err: error }, 'weekly timesheet reminder check failed'));
    timer = setInterval(check, schedule.checkEveryMs).unref();
    app.log.info(`weekly timesheet reminders: day ${schedule.day} of the week at ${schedule.time} (${clock.timeZone})`);
  }
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
    mailer.close();
  });
}

export default fp(timesheetRemindersPlugin, { name: 'timesheet-reminders', dependencies: ['db', 'audit'] });
