import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { displayNameOf, signOut, useAppDispatch, useCurrentUser } from '@portal/shared-auth';

const MENU_ITEMS: MenuProps['items'] = [
  { key: 'profile', icon: <UserOutlined aria-hidden />, label: 'Your Profile' },
  { type: 'divider' },
  { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: 'Logout' },
];

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** Avatar and display name opening Your Profile / Logout; logout clears local data and goes to /signin. */
export function UserMenu() {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const name = displayNameOf(user);

  const handleLogout = () => {
    try {
      dispatch(signOut());
    } catch (error) {
      console.error('Logout failed', error);
    }
    navigate('/signin', { replace: true });
  };

  const handleClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate('/profile');
    if (key === 'logout') handleLogout();
  };

  return (
    <Dropdown menu={{ items: MENU_ITEMS, onClick: handleClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" style={{ height: 48, display: 'flex', alignItems: 'center', gap: 8 }}>
        <Avatar aria-hidden src={user?.profilePhotoUrl || undefined} style={{ backgroundColor: '#1d4ed8' }}>
          {initialsOf(name)}
        </Avatar>
        <span>{name}</span>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
