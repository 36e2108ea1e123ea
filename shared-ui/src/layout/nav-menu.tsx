import { ConfigProvider, Menu, Typography, type MenuProps } from 'antd';
import { AppstoreFilled } from '@ant-design/icons';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useRole } from '@portal/shared-auth';
import { BRAND_NAME, TOUCH_TARGET } from '../theme';
import { activeNavPath, navItemsFor } from './nav-items';

// Taller entries where they are tapped: antd's 40 px falls below the 44 px touch target.
const TOUCH_MENU_THEME = { components: { Menu: { itemHeight: TOUCH_TARGET + 4 } } };

// Collapsed to icons the entry's link is transparent, so its focus ring is invisible: ring the whole entry instead.
const TOUCH_MENU_CSS = '.portal-touch-nav .ant-menu-item:has(a:focus-visible){outline:2px solid #60a5fa;outline-offset:-2px}';

/** The brand as a link home; only its mark when the nav is collapsed to icons. */
export function NavBrand({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <NavLink
      to="/"
      aria-label={`${BRAND_NAME} home`}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : undefined,
        gap: 10,
        height: 64,
        padding: collapsed ? 0 : '0 20px',
        color: '#fff',
      }}
    >
      <AppstoreFilled aria-hidden style={{ fontSize: 24, color: '#60a5fa' }} />
      {collapsed ? null : (
        <Typography.Text strong style={{ color: '#fff', fontSize: 16 }}>
          {BRAND_NAME}
        </Typography.Text>
      )}
    </NavLink>
  );
}

type NavMenuProps = {
  /** Phone and tablet: entries at least 44 px high. */
  touch?: boolean;
  /** Called after an entry is chosen (the phone drawer closes). */
  onNavigate?: () => void;
};

/** The role's entries with the current section highlighted; inside a collapsed Sider antd shows icons and tooltips. */
export function NavMenu({ touch = false, onNavigate }: NavMenuProps) {
  const role = useRole();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = navItemsFor(role);
  const active = activeNavPath(items, pathname);

  // A tap on the entry beside its link (the icon, the padding; all of it when collapsed to icons) goes there too.
  // A click on the link itself has already navigated.
  const handleClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    if (!(domEvent.target instanceof Element && domEvent.target.closest('a'))) navigate(key);
    onNavigate?.();
  };

  const menu = (
    <nav aria-label="Main navigation" className={touch ? 'portal-touch-nav' : undefined}>
      <Menu
        theme="dark"
        mode="inline"
        selectedKeys={active ? [active] : []}
        onClick={handleClick}
        // Collapsed to icons, an entry's label shows as a tooltip on hover and while its link has the focus.
        tooltip={{ trigger: ['hover', 'focus'] }}
        items={items.map(({ path, label, icon: Icon }) => ({
          key: path,
          icon: <Icon aria-hidden />,
          label: (
            <NavLink to={path} aria-current={path === active ? 'page' : undefined}>
              {label}
            </NavLink>
          ),
        }))}
      />
    </nav>
  );
  if (!touch) return menu;
  return (
    <ConfigProvider theme={TOUCH_MENU_THEME}>
      <style href="portal-touch-nav" precedence="default">
        {TOUCH_MENU_CSS}
      </style>
      {menu}
    </ConfigProvider>
  );
}
