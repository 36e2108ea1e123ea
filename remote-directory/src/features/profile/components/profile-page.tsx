import { Avatar, Card, Descriptions, Empty, Space } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { displayNameOf, useCurrentUser, type CurrentUser } from '@portal/shared-auth';
import { PageHeading, formatDisplayDate, titleCase } from '@portal/shared-ui';

const orDash = (value: string | null | undefined) => (value ? value : '—');
const enumText = (value: string | null | undefined) => (value ? titleCase(value) : '—');

function address(user: CurrentUser, kind: 'present' | 'permanent') {
  const parts = [
    user[`${kind}Line1`],
    user[`${kind}Line2`],
    user[`${kind}City`],
    user[`${kind}StateName`],
    user[`${kind}CountryName`],
    user[`${kind}Zip`],
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : '—';
}

/** Exposed as `remote_directory/ProfilePage`: the signed-in user's own record, read-only (spec §2 My Profile). */
export default function ProfilePage() {
  const user = useCurrentUser();
  if (!user) return <Empty description="Not authenticated" />;

  return (
    <>
      <PageHeading title="My Profile" />
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Card>
          <Space size="large" align="center">
            {user.profilePhotoUrl ? (
              <Avatar size={96} src={user.profilePhotoUrl} alt={displayNameOf(user)} />
            ) : (
              <Avatar size={96} icon={<UserOutlined />} />
            )}
            <div>
              <h2 style={{ margin: 0 }}>{displayNameOf(user)}</h2>
              <div>{orDash(user.jobTitle)}</div>
            </div>
          </Space>
        </Card>
        <Card title="Basic Information">
          <Descriptions column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="First Name">{user.firstName}</Descriptions.Item>
            <Descriptions.Item label="Last Name">{orDash(user.lastName)}</Descriptions.Item>
            <Descriptions.Item label="Gender">{enumText(user.gender)}</Descriptions.Item>
            <Descriptions.Item label="Date of Birth">{orDash(formatDisplayDate(user.dob))}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title="Job Details">
          <Descriptions column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="Employee ID">{orDash(user.empId)}</Descriptions.Item>
            <Descriptions.Item label="Job Title">{orDash(user.jobTitle)}</Descriptions.Item>
            <Descriptions.Item label="Department">{enumText(user.department)}</Descriptions.Item>
            <Descriptions.Item label="Role">{enumText(user.role)}</Descriptions.Item>
            <Descriptions.Item label="Employee Type">{enumText(user.employeeType)}</Descriptions.Item>
            <Descriptions.Item label="Date of Joining">{orDash(formatDisplayDate(user.doj))}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title="Contact Information">
          <Descriptions column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="Work Email">{user.officeEmail}</Descriptions.Item>
            <Descriptions.Item label="Personal Email">{orDash(user.email)}</Descriptions.Item>
            <Descriptions.Item label="Phone">{orDash(user.phone)}</Descriptions.Item>
            <Descriptions.Item label="Emergency Number">{orDash(user.emergencyNumber)}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title="Present Address">{address(user, 'present')}</Card>
        <Card title="Permanent Address">{address(user, 'permanent')}</Card>
      </Space>
    </>
  );
}
