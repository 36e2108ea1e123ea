import { expect, type Page, type TestInfo } from '@playwright/test';

/** A phone (iPhone 12–15 size) held upright, touch-driven: below antd's `md`, so the portal's phone layout. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** The narrowest phone the portal promises to fit (spec: nothing wider than the viewport at 360 px). */
export const SMALL_PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true } as const;

/** A tablet (iPad size) held upright: antd's `md` up to `lg`, so the nav is collapsed to icons. */
export const TABLET = { viewport: { width: 768, height: 1024 }, hasTouch: true } as const;

/**
 * How far the page is wider than the viewport, in CSS pixels (0 when it fits). Measured against the layout viewport
 * (the root's clientWidth), not window.innerWidth: with isMobile Chromium zooms out to show content wider than the
 * screen and innerWidth grows with it, so `scrollWidth ≤ innerWidth` would always hold on an emulated phone.
 */
export async function horizontalOverflow(page: Page): Promise<number> {
  await clickWavesGone(page);
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}

/**
 * antd draws a click's ripple (`.ant-wave`) as an element that grows past the clicked control for about a second and
 * is then removed. Near the right edge it sticks out for that second; a measurement taken then would blame the page
 * for an animation (it did, 18 px, in e2e-phone). So measure once every ripple is gone.
 */
async function clickWavesGone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.ant-wave') === null, undefined, { timeout: 5_000 });
}

/**
 * Nothing makes the page wider than the viewport, so it never scrolls sideways. On failure the message names the
 * elements that reach past the right edge, so the offender is found without a debugger.
 */
export async function expectNoHorizontalOverflow(page: Page, what = page.url()): Promise<void> {
  const overflow = await horizontalOverflow(page);
  if (overflow === 0) return;
  const offenders = await page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className.split(/\s+/).slice(0, 3).join('.') : '';
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (right ${Math.round(element.getBoundingClientRect().right)})`;
    };
    // The outermost elements that stick out: their children that stick out too would only repeat them.
    return Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
      .filter((element) => !(element.parentElement && element.parentElement.getBoundingClientRect().right > edge + 0.5))
      .slice(0, 8)
      .map(describe);
  });
  expect(overflow, `${what} is ${overflow}px wider than the viewport; sticking out: ${offenders.join(', ')}`).toBe(0);
}

/**
 * Keeps a screenshot of the screen as the person sees it (the viewport) as a test artifact: in the test's output folder
 * and attached to its report entry, for a person to look at the layout (issue 23). Whether anything is wider than the
 * screen is checked over the whole page by expectNoHorizontalOverflow, not by looking.
 *
 * Not the full page: a full-page capture resizes the viewport for a moment (without `isMobile`), so the page gets a
 * resize event and its media queries change and change back, `(min-width: 768px)` among them: at 768 px antd's
 * breakpoints and the portal's viewport class (shared-ui breakpoints.ts) flipped and flipped back, re-rendering the
 * page twice per capture (checked with matchMedia listeners in the page, 2026-11-28). The phone and tablet layout spec
 * took 66–68 s of CPU without screenshots, 79–101 s with 30 full-page ones and 70–71 s with the same 30 of the screen.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name.replace(/\W+/g, '-')}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
