import { Alert, Button, Flex, Space, Spin, Tag } from '@portal/shared-ui';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { useCurrentUser, useRole, type User } from '@portal/shared-auth';
import { useGetUserQuery } from '../api/users-api';
import { EmployeeSections } from './employee-sections';
import { TimeOffSection } from '../../time-off';
import { PersonLeaveBalances } from '../../leave';

type Props = {
  userId: number;
  onBack: () => void;
  /** Left out for MANAGER, who may only view (spec §2). */
  onEdit?: (user: User) => void;
};

/** Detail mode of the Employees page: Back to List, Edit User, and the employee's sections. */
export function EmployeeDetails({ userId, onBack, onEdit }: Props) {
  const { data: user, isLoading, isError } = useGetUserQuery(userId);
  // Admins and managers keep people's time off; an employee never sees anyone's here.
  const role = useRole();
  const keepsTimeOff = role === 'ADMIN' || role === 'MANAGER';
  // The API shows balances to the person, their line manager and admins; others are not offered a 403.
  const me = useCurrentUser();
  const seesBalances = (person: User) => role === 'ADMIN' || (me?.id !== undefined && person.lineManagerId === me.id);
  return (
    <Flex vertical gap={16} component="section" aria-label="Employee details">
      <Flex gap={8} wrap>
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
          Back to List
        </Button>
        {onEdit && (
          <Button type="primary" icon={<EditOutlined aria-hidden />} disabled={!user} onClick={() => user && onEdit(user)}>
            Edit User
          </Button>
        )}
      </Flex>
      {isLoading && (
        <Flex gap={8} align="center" role="status">
          <Spin size="small" />
          <span>Loading user...</span>
        </Flex>
      )}
      {isError && <Alert type="error" title="Failed to fetch user. Please try again." showIcon />}
      {user && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Flex align="center" gap={12}>
            <h2 style={{ margin: 0 }}>{user.fullName}</h2>
            <Tag color={user.active ? 'green' : 'default'}>{user.active ? 'Active' : 'Inactive'}</Tag>
          </Flex>
          <EmployeeSections user={user} />
          {keepsTimeOff && <TimeOffSection userId={user.id} personName={user.fullName} />}
          {seesBalances(user) && <PersonLeaveBalances userId={user.id} personName={user.fullName} />}
        </Space>
      )}
    </Flex>
  );
}
