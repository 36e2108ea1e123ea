import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
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

/**
 * Avatar and display name opening Your Profile / Logout; logout clears local data and goes to /signin.
 * `compact` (a phone's header) shows the avatar alone, the name staying the button's accessible name.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const name = displayNameOf(user);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  // A controlled Dropdown ignores antd's autoFocus, so the menu takes the focus itself once it is on screen:
  // a keyboard user lands in it, where the arrow keys move. The popup mounts a frame or two after `open`.
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    const focusMenu = (attemptsLeft: number) => {
      const menu = popupRef.current?.querySelector<HTMLElement>('[role="menu"]');
      if (menu) menu.focus();
      else if (attemptsLeft > 0) frame = requestAnimationFrame(() => focusMenu(attemptsLeft - 1));
    };
    frame = requestAnimationFrame(() => focusMenu(10));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  // Escape in the menu closes it and puts the focus back on the button. Caught before the menu sees it: the menu's
  // own Escape handling focuses one of its items a frame later, which would take the focus back into the closing menu.
  const handleMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
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

  return (
    <Dropdown
      menu={{ items: MENU_ITEMS, onClick: handleClick }}
      trigger={['click']}
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      popupRender={(menu) => (
        <div ref={popupRef} onKeyDownCapture={handleMenuKeyDown}>
          {menu}
        </div>
      )}
    >
      <Button
        ref={buttonRef}
        type="text"
        aria-label={compact ? name : undefined}
        style={{ height: 48, minWidth: 48, display: 'flex', alignItems: 'center', gap: 8, flex: 'none' }}
      >
        <Avatar aria-hidden src={user?.profilePhotoUrl || undefined} style={{ backgroundColor: BRAND_COLOR }}>
          {initialsOf(name)}
        </Avatar>
        {compact ? null : <span>{name}</span>}
        {compact ? null : <DownOutlined aria-hidden style={{ fontSize: 10 }} />}
      </Button>
    </Dropdown>
  );
}
