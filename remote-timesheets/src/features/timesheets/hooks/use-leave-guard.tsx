import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@portal/shared-ui';

/** What a view with unsaved work tells its page, and how the page asks before taking the person away from it. */
export type LeaveGuard = {
  /** The view reports whether it holds unsaved changes. */
  setDirty: (dirty: boolean) => void;
  /** Runs `leave` at once, or after the person agrees to lose their unsaved changes. */
  confirmLeave: (leave: () => void) => void;
};

/**
 * Asks before anything leaves a week with unsaved hours (another week, the list, the other tab); the drafts are
 * not kept. Returns the guard and the confirmation to render.
 */
export function useLeaveGuard(): { guard: LeaveGuard; confirmation: ReactNode } {
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const confirmLeave = (leave: () => void) => (dirty ? setPending(() => leave) : leave());
  const confirmation = pending ? (
    <ConfirmDialog
      title="Discard unsaved changes?"
      confirmLabel="Discard changes"
      busy={false}
      onClose={() => setPending(null)}
      onConfirm={() => {
        setPending(null);
        setDirty(false);
        pending();
      }}
    >
      This week has hours you have not saved. Leave it and lose them?
    </ConfirmDialog>
  ) : null;
  return { guard: { setDirty, confirmLeave }, confirmation };
}
