import type { ReactNode } from 'react';
import { Button, Modal, Typography } from 'antd';
import { useRestoreFocus } from '../components/use-restore-focus';
import { useDialogFrame } from './use-dialog-frame';

export type ConfirmDialogProps = {
  title: string;
  /** The question, saying what will happen (a sentence), or the question and what the action needs (a reason). */
  children: ReactNode;
  /** The action's button; a destructive action is red. */
  confirmLabel?: string;
  /** The button's text while the action runs. */
  busyLabel?: string;
  danger?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before an action that cannot be undone. It does not close on an outside click, and while the action runs
 * Cancel is held; a failure is the caller's to show, and the dialog stays so the person can retry or cancel.
 * Below md it fills the screen with its buttons pinned at the bottom, as every dialog does there.
 */
export function ConfirmDialog({ title, children, confirmLabel = 'Delete', busyLabel = 'Deleting...', danger = true, busy, onConfirm, onClose }: ConfirmDialogProps) {
  useRestoreFocus();
  const frame = useDialogFrame({ styles: {} });
  return (
    <Modal
      open
      title={title}
      width={frame.width}
      style={frame.style}
      styles={frame.styles}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={busy}>
          Cancel
        </Button>,
        <Button key="confirm" danger={danger} type="primary" loading={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>,
      ]}
    >
      {typeof children === 'string' ? <Typography.Paragraph>{children}</Typography.Paragraph> : children}
    </Modal>
  );
}
