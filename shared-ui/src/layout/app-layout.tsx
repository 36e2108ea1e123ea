import { useState, type ReactNode } from 'react';
import { Layout } from 'antd';
import { COLLAPSED_SIDER_WIDTH, SIDER_WIDTH } from '../theme';
import { AppFooter } from './app-footer';
import { PhoneHeader, WideHeader } from './app-header';
import { useIsPhone, useIsTablet } from './breakpoints';
import { NavDrawer } from './nav-drawer';
import { SideNav } from './side-nav';

export type AppLayoutProps = {
  children: ReactNode;
  /** When given, the header shows a search box that reports every keystroke (from `md` up; a phone has no room). */
  onSearch?: (text: string) => void;
};

/**
 * The signed-in frame: side navigation, header, content, footer. Desktop (≥ lg): the fixed 220 px nav and the search
 * box; tablet (md..lg): the nav collapsed to icons; phone (< md): the nav in a drawer opened from the header.
 */
export function AppLayout({ children, onSearch }: AppLayoutProps) {
  const isPhone = useIsPhone();
  const isTablet = useIsTablet();
  const [navOpen, setNavOpen] = useState(false);

  const navWidth = isPhone ? 0 : isTablet ? COLLAPSED_SIDER_WIDTH : SIDER_WIDTH;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {isPhone ? <NavDrawer open={navOpen} onClose={() => setNavOpen(false)} /> : <SideNav collapsed={isTablet} />}
      <Layout style={{ marginLeft: navWidth, minWidth: 0 }}>
        {isPhone ? (
          <PhoneHeader navOpen={navOpen} onOpenNav={() => setNavOpen(true)} />
        ) : (
          <WideHeader onSearch={onSearch} />
        )}
        <Layout.Content style={{ padding: isPhone ? 12 : 24 }}>{children}</Layout.Content>
        <AppFooter compact={isPhone} />
      </Layout>
    </Layout>
  );
}
