import { Button, Input, Layout, Typography } from 'antd';
import { MenuOutlined, SearchOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { useRole } from '@portal/shared-auth';
import { BRAND_NAME, TOUCH_TARGET } from '../theme';
import { activeNavPath, navItemsFor } from './nav-items';
import { UserMenu } from './user-menu';

const HEADER_STYLE = {
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  borderBottom: '1px solid #e5e7eb',
} as const;

/** The label of the nav entry of the current page, or the brand on a page outside the nav. */
function useCurrentPageTitle(): string {
  const items = navItemsFor(useRole());
  const active = activeNavPath(items, useLocation().pathname);
  return items.find((item) => item.path === active)?.label ?? BRAND_NAME;
}

type PhoneHeaderProps = { navOpen: boolean; onOpenNav: () => void };

/** Below `md`: the menu button opening the nav drawer, the current page's title, the user menu as its avatar. */
export function PhoneHeader({ navOpen, onOpenNav }: PhoneHeaderProps) {
  const title = useCurrentPageTitle();
  return (
    <Layout.Header style={{ ...HEADER_STYLE, gap: 4, padding: '0 4px' }}>
      <Button
        type="text"
        aria-label="Open navigation"
        aria-expanded={navOpen}
        aria-haspopup="dialog"
        icon={<MenuOutlined aria-hidden style={{ fontSize: 20 }} />}
        onClick={onOpenNav}
        style={{ width: TOUCH_TARGET + 4, height: TOUCH_TARGET + 4, flex: 'none' }}
      />
      <Typography.Text strong ellipsis style={{ flex: 1, minWidth: 0, fontSize: 18 }}>
        {title}
      </Typography.Text>
      <UserMenu compact />
    </Layout.Header>
  );
}

/** From `md` up: the optional search box and the user menu with the person's name. */
export function WideHeader({ onSearch }: { onSearch?: (text: string) => void }) {
  return (
    <Layout.Header style={HEADER_STYLE}>
      <div style={{ flex: 1, maxWidth: 420 }}>
        {onSearch ? (
          <Input
            allowClear
            aria-label="Search applications"
            placeholder="Search applications..."
            prefix={<SearchOutlined aria-hidden />}
            onChange={(event) => onSearch(event.target.value)}
          />
        ) : null}
      </div>
      <UserMenu />
    </Layout.Header>
  );
}
