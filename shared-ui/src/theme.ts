import type { ThemeConfig } from 'antd';

/** The product brand shown in the side nav, sign-in card and footer. */
export const BRAND_NAME = 'Workforce Portal';

const BRAND_PRIMARY = '#1d4ed8';
const NAV_BACKGROUND = '#0f172a';

/** The portal's antd theme: a restrained corporate blue on neutral surfaces. */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorInfo: BRAND_PRIMARY,
    colorBgLayout: '#f5f7fb',
    borderRadius: 6,
    fontFamily:
      "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: {
      siderBg: NAV_BACKGROUND,
      headerBg: '#ffffff',
      headerHeight: 64,
      headerPadding: '0 24px',
      footerBg: 'transparent',
    },
    Menu: {
      darkItemBg: NAV_BACKGROUND,
      darkSubMenuItemBg: NAV_BACKGROUND,
      darkItemSelectedBg: BRAND_PRIMARY,
    },
    Table: { headerBg: '#f1f5f9' },
  },
};

/** Width of the fixed side navigation, in pixels. */
export const SIDER_WIDTH = 220;
