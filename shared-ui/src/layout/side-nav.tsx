import { Layout, Menu, Typography } from 'antd';
import { AppstoreFilled } from '@ant-design/icons';
import { NavLink, useLocation } from 'react-router-dom';
import { useRole } from '@portal/shared-auth';
import { BRAND_NAME, SIDER_WIDTH } from '../theme';
import { activeNavPath, navItemsFor } from './nav-items';

/** Fixed left navigation with the brand and the role's entries; the current section is highlighted. */
export function SideNav() {
  const role = useRole();
  const { pathname } = useLocation();
  const items = navItemsFor(role);
  const active = activeNavPath(items, pathname);

  return (
    <Layout.Sider
      width={SIDER_WIDTH}
      style={{ position: 'fixed', insetBlock: 0, left: 0, height: '100vh', overflowY: 'auto', zIndex: 20 }}
    >
      <NavLink
        to="/"
        aria-label={`${BRAND_NAME} home`}
        style={{ display: 'flex', alignItems: 'center', gap: 10, height: 64, padding: '0 20px', color: '#fff' }}
      >
        <AppstoreFilled aria-hidden style={{ fontSize: 24, color: '#60a5fa' }} />
        <Typography.Text strong style={{ color: '#fff', fontSize: 16 }}>
          {BRAND_NAME}
        </Typography.Text>
      </NavLink>
      <nav aria-label="Main navigation">
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={active ? [active] : []}
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
    </Layout.Sider>
  );
}
