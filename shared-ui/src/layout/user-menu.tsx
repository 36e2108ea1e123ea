import { useRef, useState, type KeyboardEvent } from 'react';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { displayNameOf, signOut, useAppDispatch, useCurrentUser } from '@portal/shared-auth';
import { BRAND_COLOR } from '../theme';

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
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  // Escape in the menu closes it and puts the focus back on the button (antd closes it but drops the focus).
  const handleMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    buttonRef.current?.focus();
  };

  const handleLogout = () => {
    try {
      dispatch(signOut());
    } catch (error) {
      console.error('Logout failed', error);
    }
    navigate('/signin', { replace: true });
  };

  const handleClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key === 'profile') navigate('/profile');
    if (key === 'logout') handleLogout();
  };

  // autoFocus puts a keyboard user in the menu, where the arrow keys move.
  return (
    <Dropdown
      menu={{ items: MENU_ITEMS, onClick: handleClick }}
      trigger={['click']}
      placement="bottomRight"
      autoFocus
      open={open}
      onOpenChange={setOpen}
      popupRender={(menu) => <div onKeyDown={handleMenuKeyDown}>{menu}</div>}
    >
      <Button ref={buttonRef} type="text" style={{ height: 48, display: 'flex', alignItems: 'center', gap: 8 }}>
        <Avatar aria-hidden src={user?.profilePhotoUrl || undefined} style={{ backgroundColor: BRAND_COLOR }}>
          {initialsOf(name)}
        </Avatar>
        <span>{name}</span>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
