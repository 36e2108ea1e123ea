import { theme, type ThemeConfig } from 'antd';

type SeedToken = Parameters<typeof theme.defaultAlgorithm>[0];
type MapToken = ReturnType<typeof theme.defaultAlgorithm>;

/** The product brand shown in the side nav, sign-in card and footer. */
export const BRAND_NAME = 'Workforce Portal';

const BRAND_PRIMARY = '#1d4ed8';
/** Hover and pressed shades darker than the brand, not antd's lighter ones: white on them stays above 4.5:1. */
const BRAND_PRIMARY_HOVER = '#1e40af';
const BRAND_PRIMARY_ACTIVE = '#1e3a8a';
/** The side navigation's dark surface (the Sider, its menu and the phone's nav drawer). */
export const NAV_BACKGROUND = '#0f172a';
// antd's secondary greys and preset tag texts fall below the WCAG AA 4.5:1 contrast for small text;
// these keep the same hues at a readable shade (checked by the axe scans in e2e/tests/accessibility.spec.ts).
const MUTED_TEXT = '#666666';
const PLACEHOLDER_TEXT = '#707070';
const ERROR = '#cf1322';

// Text of the preset-colour tags the portal uses (Active, statuses, capacity), one shade darker. antd derives these
// palette steps from the seed colours after reading `token`, so they are set by a second algorithm step instead.
const READABLE_TAG_TEXT: Record<string, string> = { green: '#237804', gold: '#874d00', orange: '#ad4e00' };

function readableTagText(seed: SeedToken, map: MapToken = theme.defaultAlgorithm(seed)): MapToken {
  const shades = Object.entries(READABLE_TAG_TEXT).flatMap(([hue, shade]) => [[`${hue}7`, shade], [`${hue}-7`, shade]]);
  return { ...map, ...Object.fromEntries(shades) };
}

/** The portal's antd theme: a restrained corporate blue on neutral surfaces. */
export const portalTheme: ThemeConfig = {
  algorithm: [theme.defaultAlgorithm, readableTagText],
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorInfo: BRAND_PRIMARY,
    colorPrimaryHover: BRAND_PRIMARY_HOVER,
    colorPrimaryActive: BRAND_PRIMARY_ACTIVE,
    colorLink: BRAND_PRIMARY,
    colorLinkHover: BRAND_PRIMARY_HOVER,
    colorLinkActive: BRAND_PRIMARY_ACTIVE,
    colorError: ERROR,
    colorErrorHover: '#a8071a',
    colorErrorActive: '#820014',
    colorTextTertiary: MUTED_TEXT,
    colorTextDescription: MUTED_TEXT,
    colorTextPlaceholder: PLACEHOLDER_TEXT,
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

/** The brand colour, for the few places that set a colour themselves (badges, icons). */
export const BRAND_COLOR = BRAND_PRIMARY;

/** Width of the fixed side navigation, in pixels. */
export const SIDER_WIDTH = 220;

/** Width of the side navigation collapsed to icons on a tablet, in pixels (antd's Sider default). */
export const COLLAPSED_SIDER_WIDTH = 80;

/** The smallest size of anything tapped on a phone or tablet, in pixels (WCAG 2.5.5, Apple's and Google's guidance). */
export const TOUCH_TARGET = 44;
