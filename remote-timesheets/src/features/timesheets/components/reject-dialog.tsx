import { useState } from 'react';
import { MAX_LENGTH } from '@portal/shared-contracts/values';
import { ConfirmDialog, Form, Input, Typography } from '@portal/shared-ui';

type Props = {
  count: number;
  /** Instead of the count's ('Reject 3 Timesheets'), e.g. for a person's week. */
  title?: string;
  onReject: (reason: string) => Promise<boolean>;
  onClose: () => void;
};

const REASON_REQUIRED = 'A reason is required to reject a timesheet.';

/** Asks for the reason the employee will see on the rejected entry. */
export function RejectDialog({ count, title: ownTitle, onReject, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = ownTitle ?? (count === 1 ? 'Reject Timesheet' : `Reject ${count} Timesheets`);

  const handleReject = async () => {
    if (reason.trim() === '') {
      setError(REASON_REQUIRED);
      return;
    }
    setBusy(true);
    const done = await onReject(reason.trim());
    setBusy(false);
    if (done) onClose();
  };

  return (
    <ConfirmDialog title={title} confirmLabel="Reject" busyLabel="Rejecting..." busy={busy} onConfirm={() => void handleReject()} onClose={onClose}>
      <Typography.Paragraph type="secondary">The employee will see this reason on the entry and can correct it.</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void handleReject()}>
        {/* A Form.Item without a name does not tie its help to the field: the error is read with the field by id. */}
        <Form.Item
          label="Reason"
          htmlFor="reject-reason"
          required
          validateStatus={error ? 'error' : undefined}
          help={error ? <span id="reject-reason-error">{error}</span> : undefined}
        >
          <Input.TextArea
            id="reject-reason"
            autoFocus
            rows={3}
            maxLength={MAX_LENGTH.reviewReason}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'reject-reason-error' : undefined}
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
