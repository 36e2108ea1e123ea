import { expect, type JSHandle, type Locator, type Page } from '@playwright/test';

export const isFocusedWithin = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));

/**
 * Where the focus is: inside the container, on the body (out in the browser's own controls, where Tab goes between the
 * last control and the first), or on an element of the page behind, which a trap must never let it reach; 'start' on
 * the element `start` holds.
 */
const focusPlace = (container: Locator, start: JSHandle | null = null) =>
  container.evaluate((element, from) => {
    const active = document.activeElement;
    if (from !== null && active === from) return 'start';
    if (active === null || active === document.body) return 'browser';
    return element.contains(active) ? 'inside' : `page: ${active.outerHTML.slice(0, 120)}`;
  }, start);

/**
 * Tab never reaches the page behind an open dialog or drawer. antd's trap, like a native modal <dialog>, lets Tab step
 * from the last control out to the browser and back to the first. Presses Shift+Tab `backwards` times over the start,
 * then Tab once round the whole cycle, until the focus stands on the control it set out from: every control, both
 * ends and the way back in are passed, however many controls there are, and after every press the focus is inside or
 * in the browser. A fixed count of presses either stops short in a long dialog or goes round a short one many times.
 */
export async function expectFocusKeptIn(page: Page, container: Locator, { backwards = 0, maxPresses = 80 } = {}) {
  for (let press = 1; press <= backwards; press += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusPlace(container), `focus after Shift+Tab ${press}`).not.toMatch(/^page/);
  }
  for (let press = 0; press < 3 && (await focusPlace(container)) !== 'inside'; press += 1) await page.keyboard.press('Tab');
  expect(await focusPlace(container), 'the focus is back inside').toBe('inside');

  const start = await page.evaluateHandle(() => document.activeElement);
  try {
    for (let press = 1; press <= maxPresses; press += 1) {
      await page.keyboard.press('Tab');
      const place = await focusPlace(container, start);
      expect(place, `focus after Tab ${press}`).not.toMatch(/^page/);
      if (place === 'start') return;
    }
    throw new Error(`Tab did not come round to where it started within ${maxPresses} presses`);
  } finally {
    await start.dispose();
  }
}
