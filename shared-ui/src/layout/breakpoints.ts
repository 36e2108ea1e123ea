import { Grid, theme } from 'antd';

type Screens = Partial<Record<'xs' | 'sm' | 'md' | 'lg', boolean>>;
type ViewportClass = 'phone' | 'tablet' | 'desktop';

type BreakpointToken = { screenXSMax: number; screenSM: number; screenMD: number; screenLG: number };

/**
 * antd's useBreakpoint answers {} until its layout effect has measured. Asking the same media queries synchronously
 * keeps that first render from being a desktop frame on a phone (a 220 px nav) or the other way round.
 */
function measureNow(token: BreakpointToken): Screens {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return {};
  const matches = (query: string) => window.matchMedia(query).matches;
  return {
    xs: matches(`(max-width: ${token.screenXSMax}px)`),
    sm: matches(`(min-width: ${token.screenSM}px)`),
    md: matches(`(min-width: ${token.screenMD}px)`),
    lg: matches(`(min-width: ${token.screenLG}px)`),
  };
}

/**
 * Every real viewport is either xs or at least sm. When neither query matches nothing was measured (a server render,
 * or jsdom whose matchMedia answers false to everything): render the desktop layout, as before breakpoints existed.
 */
function classify(screens: Screens): ViewportClass {
  if (!screens.xs && !screens.sm) return 'desktop';
  if (!screens.md) return 'phone';
  return screens.lg ? 'desktop' : 'tablet';
}

function useViewportClass(): ViewportClass {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  return classify(screens.md === undefined ? measureNow(token) : screens);
}

/** True below antd's `md` breakpoint (a phone, viewport narrower than 768 px). */
export function useIsPhone(): boolean {
  return useViewportClass() === 'phone';
}

/** True from antd's `md` up to below `lg` (a tablet, 768–991 px). */
export function useIsTablet(): boolean {
  return useViewportClass() === 'tablet';
}
