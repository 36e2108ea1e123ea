import { ConfirmDialog, Typography } from '@portal/shared-ui';
import { useSendTimesheetRemindersMutation, type MissingTimesheetRow } from '../api/missing-timesheets-api';
import { addResult, byWeek, type ReminderOutcome } from '../utils/reminder-outcome';

type Props = { rows: readonly MissingTimesheetRow[]; onSent: (outcome: ReminderOutcome) => void; onClose: () => void };

/** Asks before e-mailing the chosen people, then sends one request per week and reports what happened. */
export function SendRemindersDialog({ rows, onSent, onClose }: Props) {
  const [send, { isLoading }] = useSendTimesheetRemindersMutation();
  const weeks = byWeek(rows);
  const people = new Set(rows.map((row) => row.userId)).size;

  const handleSend = async () => {
    let outcome: ReminderOutcome = { sent: 0, skipped: [], failedWeeks: [] };
    for (const [weekStart, weekRows] of weeks) {
      const answer = await send({ weekStart, userIds: weekRows.map((row) => row.userId) });
      outcome = answer.data ? addResult(outcome, weekRows, answer.data) : { ...outcome, failedWeeks: [...outcome.failedWeeks, weekStart] };
    }
    onSent(outcome);
  };

  return (
    <ConfirmDialog
      title="Send reminders"
      confirmLabel="Send reminders"
      busyLabel="Sending..."
      danger={false}
      busy={isLoading}
      onConfirm={() => void handleSend()}
      onClose={onClose}
    >
      <Typography.Paragraph>{`Send a reminder to ${people === 1 ? '1 person' : `${people} people`}?`}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {`Each gets an e-mail asking them to log their hours for ${weeks.size === 1 ? 'that week' : `each of the ${weeks.size} weeks chosen`}, with the hours expected and logged.`}
      </Typography.Paragraph>
    </ConfirmDialog>
  );
}
