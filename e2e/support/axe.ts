import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level the portal promises. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`);
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${targets.join('\n')}`;
    })
    .join('\n\n');
}

/**
 * Waits for finite animations (dialog zoom, help-text collapse, tab ink) to end: axe would otherwise
 * measure the contrast of text that is still fading in. Spinners loop forever and are left alone.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}

/**
 * Runs axe on the page as it is now and fails with a readable list of every serious or critical violation.
 *
 * In axe's "legacy" mode: one `axe.run` in the page. The default runs axe in each frame, then opens a new blank page,
 * injects axe there too and hands it every frame's results to finish: a page and two more copies of axe per scan,
 * for frames from other origins, which the portal's pages do not have (its single sign-on is a redirect, not a frame).
 *
 * `resultTypes: ['violations']`: every rule still runs on every element and every violation comes back whole; the
 * passed, incomplete and inapplicable lists keep one node each instead of a CSS selector and HTML for every element
 * checked, which axe builds after the rules and which was a third of a scan (docs/testing.md, session 32).
 */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  await waitForAnimations(page);
  // options() replaces every option set before it, withTags' among them: it comes first.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  expect(blocking.length, `${what}: serious or critical accessibility violations\n\n${describe(blocking)}\n`).toBe(0);
}

/** The field is marked invalid and its accessible description is the error, so a screen reader reads both. */
export async function expectErrorLinked(field: Locator, message: string | RegExp): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}
