import { useState } from 'react';
import { Flex, Switch, Typography, useNotify } from '@portal/shared-ui';
import { asApiError, failureMessageOf, useCurrentUser, type User } from '@portal/shared-auth';
import { REPORTS_NEED_LINE_MANAGER } from '@portal/shared-contracts/values';
import { useGetUserQuery, useSetUserStatusMutation } from '../api/users-api';
import { ReportsMoveDialog } from './reports-move-dialog';

/**
 * The Active/Inactive switch shown only when editing an existing user (spec §4). It saves at once,
 * apart from the form. An admin cannot switch themself off, so their own switch is disabled. Switching off someone
 * people report to asks, in a dialog, whom they report to instead (issue 38).
 */
export function ActiveToggle({ user }: { user: User }) {
  const notify = useNotify();
  const me = useCurrentUser();
  // Follows the stored flag, so the switch shows the truth after a change or a refused one.
  const { data: latest } = useGetUserQuery(user.id);
  const active = latest?.active ?? user.active;
  const [setStatus, { isLoading }] = useSetUserStatusMutation();
  const isSelf = me?.id === user.id;
  /** Set while the API waits to hear where the person's reports go: its message. */
  const [reportsQuestion, setReportsQuestion] = useState<string | null>(null);

  const handleChange = async (next: boolean, reportsTo?: number | null) => {
    try {
      await setStatus({ id: user.id, active: next, ...(reportsTo === undefined ? {} : { reportsTo }) }).unwrap();
      setReportsQuestion(null);
      notify.success(next ? 'User activated successfully' : 'User deactivated successfully');
    } catch (caught) {
      const error = asApiError(caught);
      if (error?.status === 409 && error.code === REPORTS_NEED_LINE_MANAGER) setReportsQuestion(error.message ?? 'Choose a new line manager for their reports.');
      else notify.error('Failed to update user status', failureMessageOf(caught, 'Please try again.'));
    }
  };

  return (
    <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
      <Switch
        id="employee-active"
        checked={active}
        loading={isLoading}
        disabled={isSelf}
        onChange={(next) => void handleChange(next)}
        aria-describedby={isSelf ? 'employee-active-note' : undefined}
      />
      <label htmlFor="employee-active">{active ? 'Active' : 'Inactive'}</label>
      {isSelf && (
        <Typography.Text id="employee-active-note" type="secondary">
          You cannot deactivate your own account.
        </Typography.Text>
      )}
      {reportsQuestion !== null && (
        <ReportsMoveDialog
          person={{ id: user.id, name: user.fullName ?? user.firstName }}
          message={reportsQuestion}
          saving={isLoading}
          onConfirm={(reportsTo) => void handleChange(false, reportsTo)}
          onCancel={() => setReportsQuestion(null)}
        />
      )}
    </Flex>
  );
}
