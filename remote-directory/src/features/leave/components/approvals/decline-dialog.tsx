import { useState } from 'react';
import { MAX_LENGTH } from '@portal/shared-contracts/values';
import type { LeaveRequest } from '@portal/shared-contracts';
import { ConfirmDialog, Form, Input, Typography } from '@portal/shared-ui';
import { leaveDatesText } from '../shared/leave-labels';

type Props = {
  request: LeaveRequest;
  /** Resolves true once declined; a refusal is the caller's to show, and the dialog stays. */
  onDecline: (reason: string) => Promise<boolean>;
  onClose: () => void;
};

const REASON_REQUIRED = 'A reason is required to decline a leave request.';

/** Asks for the reason the person will read in their e-mail and on their request. */
export function DeclineDialog({ request, onDecline, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cancellation = request.status === 'CANCELLATION_PENDING';

  const handleDecline = async () => {
    if (reason.trim() === '') {
      setError(REASON_REQUIRED);
      return;
    }
    setBusy(true);
    const done = await onDecline(reason.trim());
    setBusy(false);
    if (done) onClose();
  };

  return (
    <ConfirmDialog
      title={cancellation ? 'Decline Cancellation' : 'Decline Leave Request'}
      confirmLabel="Decline"
      busyLabel="Declining..."
      busy={busy}
      onConfirm={() => void handleDecline()}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">
        {cancellation
          ? `${request.userName} asked to cancel their approved leave of ${leaveDatesText(request)}. Declined, the leave stays booked.`
          : `${request.userName} asked for leave of ${leaveDatesText(request)}. They will see this reason.`}
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void handleDecline()}>
        {/* A Form.Item without a name does not tie its help to the field: the error is read with the field by id. */}
        <Form.Item
          label="Reason"
          htmlFor="decline-reason"
          required
          validateStatus={error ? 'error' : undefined}
          help={error ? <span id="decline-reason-error">{error}</span> : undefined}
        >
          <Input.TextArea
            id="decline-reason"
            autoFocus
            rows={3}
            maxLength={MAX_LENGTH.timeOffNote}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'decline-reason-error' : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
