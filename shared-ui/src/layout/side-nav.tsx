import { Layout } from 'antd';
import { COLLAPSED_SIDER_WIDTH, SIDER_WIDTH } from '../theme';
import { NavBrand, NavMenu } from './nav-menu';

/** Fixed left navigation with the brand and the role's entries; on a tablet collapsed to icons with tooltips. */
export function SideNav({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <Layout.Sider
      width={SIDER_WIDTH}
      collapsed={collapsed}
      collapsedWidth={COLLAPSED_SIDER_WIDTH}
      trigger={null}
      style={{ position: 'fixed', insetBlock: 0, left: 0, height: '100vh', overflowY: 'auto', zIndex: 20 }}
    >
      <NavBrand collapsed={collapsed} />
      <NavMenu touch={collapsed} />
    </Layout.Sider>
  );
}
