import type { ReactNode } from 'react';
import { Input, Layout } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { SIDER_WIDTH } from '../theme';
import { AppFooter } from './app-footer';
import { SideNav } from './side-nav';
import { UserMenu } from './user-menu';

export type AppLayoutProps = {
  children: ReactNode;
  /** When given, the header shows a search box that reports every keystroke. */
  onSearch?: (text: string) => void;
};

/** The signed-in frame: fixed side navigation, header with optional search and the user menu, content, footer. */
export function AppLayout({ children, onSearch }: AppLayoutProps) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SideNav />
      <Layout style={{ marginLeft: SIDER_WIDTH, minWidth: 0 }}>
        <Layout.Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 10,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 16,
            borderBottom: '1px solid #e5e7eb',
          }}
        >
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
        <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
        <AppFooter />
      </Layout>
    </Layout>
  );
}
