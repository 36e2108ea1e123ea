import { useState } from 'react';
import { Button, Form, Input, Modal, Typography, useRestoreFocus } from '@portal/shared-ui';

type Props = {
  count: number;
  onReject: (reason: string) => Promise<boolean>;
  onClose: () => void;
};

const REASON_REQUIRED = 'A reason is required to reject a timesheet.';

/** Asks for the reason the employee will see on the rejected entry. */
export function RejectDialog({ count, onReject, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useRestoreFocus();
  const title = count === 1 ? 'Reject Timesheet' : `Reject ${count} Timesheets`;

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
    <Modal
      open
      title={title}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={busy}>
          Cancel
        </Button>,
        <Button key="reject" danger type="primary" loading={busy} onClick={() => void handleReject()}>
          {busy ? 'Rejecting...' : 'Reject'}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">The employee will see this reason on the entry and can correct it.</Typography.Paragraph>
      <Form layout="vertical" onFinish={() => void handleReject()}>
        <Form.Item label="Reason" htmlFor="reject-reason" required validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Input.TextArea
            id="reject-reason"
            autoFocus
            rows={3}
            maxLength={500}
            value={reason}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
