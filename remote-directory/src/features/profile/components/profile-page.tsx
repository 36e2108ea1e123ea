import { useState } from 'react';
import { Button, Card, Empty, PageHeading, Space } from '@portal/shared-ui';
import { EditOutlined } from '@ant-design/icons';
import { displayNameOf, useCurrentUser } from '@portal/shared-auth';
import { EmployeeDialog, EmployeeSections, type SaveTexts } from '../../employees';
import { MyLeaveSection } from '../../leave';
import { MyTimeOffCard } from './my-time-off-card';
import { useRefreshCurrentUser } from '../hooks/use-refresh-current-user';
import { ProfilePhoto } from './profile-photo';

/** Profile texts of spec §8. */
const PROFILE_TEXTS: SaveTexts = { success: ['Success', 'Profile updated successfully'], failure: ['Error', 'Failed to update profile. Please try again.'] };

/** Exposed as `remote_directory/ProfilePage`: the signed-in user's own record, with Edit (spec §2 My Profile). */
export default function ProfilePage() {
  const user = useCurrentUser();
  const refreshCurrentUser = useRefreshCurrentUser();
  const [editing, setEditing] = useState(false);
  if (!user) return <Empty description="Not authenticated" />;

  const editButton = (
    <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
      Edit
    </Button>
  );

  return (
    <>
      <PageHeading title="My Profile" extra={editButton} />
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Card>
          <Space size="large" align="center">
            <ProfilePhoto user={user} onUploaded={refreshCurrentUser} />
            <div>
              <h2 style={{ margin: 0 }}>{displayNameOf(user)}</h2>
              <div>{user.jobTitle || '—'}</div>
            </div>
          </Space>
        </Card>
        <EmployeeSections user={user} />
        <MyTimeOffCard />
        <MyLeaveSection userId={user.id} />
      </Space>
      {editing && (
        <EmployeeDialog
          mode="edit"
          user={user}
          // An admin has full edit; EMPLOYEE and MANAGER may not change their job and e-mail fields (spec §6).
          restricted={user.role !== 'ADMIN'}
          texts={PROFILE_TEXTS}
          onClose={() => setEditing(false)}
          // The current user is fetched again (spec §7), so the header shows a changed name at once.
          onSaved={() => void refreshCurrentUser().catch((error: unknown) => console.error('Failed to refresh the current user', error))}
        />
      )}
    </>
  );
}
