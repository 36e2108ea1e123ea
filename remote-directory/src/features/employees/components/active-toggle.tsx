import { Flex, Switch, Typography, useNotify } from '@portal/shared-ui';
import { failureMessageOf, useCurrentUser, type User } from '@portal/shared-auth';
import { useGetUserQuery, useSetUserStatusMutation } from '../api/users-api';

/**
 * The Active/Inactive switch shown only when editing an existing user (spec §4). It saves at once,
 * apart from the form. An admin cannot switch themself off, so their own switch is disabled.
 */
export function ActiveToggle({ user }: { user: User }) {
  const notify = useNotify();
  const me = useCurrentUser();
  // Follows the stored flag, so the switch shows the truth after a change or a refused one.
  const { data: latest } = useGetUserQuery(user.id);
  const active = latest?.active ?? user.active;
  const [setStatus, { isLoading }] = useSetUserStatusMutation();
  const isSelf = me?.id === user.id;

  const handleChange = async (next: boolean) => {
    try {
      await setStatus({ id: user.id, active: next }).unwrap();
      notify.success(next ? 'User activated successfully' : 'User deactivated successfully');
    } catch (caught) {
      notify.error('Failed to update user status', failureMessageOf(caught, 'Please try again.'));
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
    </Flex>
  );
}
