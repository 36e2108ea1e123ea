import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, openAs } from '../support/sign-in';

// A person who asks their system for less motion (prefers-reduced-motion) gets dialogs that open and close at once
// and no ripple round a clicked button; everyone else gets antd's motion. The rest of the browser suites run with
// the preference set (playwright.config.ts says why); this spec and the accessibility one run without it.

/**
 * Starts recording, from now on, the animations that start on the page and the click ripples antd adds: by events
 * and a mutation observer, so an animation that ended before the test looked is still counted.
 */
async function recordMotion(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = { animations: [] as string[], ripples: 0 };
    (window as unknown as { motionSeen: typeof seen }).motionSeen = seen;
    const describe = (event: Event) => `${(event.target as Element).className} ${(event as AnimationEvent).animationName ?? ''}`;
    document.addEventListener('animationstart', (event) => seen.animations.push(describe(event)), true);
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) if (node instanceof Element && node.matches('.ant-wave, .ant-wave *')) seen.ripples += 1;
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const motionSeen = (page: Page) => page.evaluate(() => (window as unknown as { motionSeen: { animations: string[]; ripples: number } }).motionSeen);
/** Animations of the dialog and the mask behind it (a loading spinner elsewhere spins either way). */
const dialogAnimations = (seen: { animations: string[] }) => seen.animations.filter((name) => /ant-modal|ant-zoom|ant-fade/.test(name));

/** Opens Add Client with a click and closes it with Cancel, the focus going back to the button. */
async function openAndCancelAddClient(page: Page): Promise<void> {
  const add = page.getByRole('button', { name: 'Add Client' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add New Client' });
  await expect(dialog.getByLabel('Name')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
}

test.use({ reducedMotion: 'no-preference' });

test('without the preference a dialog zooms in and out and a click ripples', async ({ page }) => {
  await openAs(page, demoAccounts.ADMIN, '/clients');
  await recordMotion(page);
  await openAndCancelAddClient(page);
  await expect.poll(async () => dialogAnimations(await motionSeen(page)).length, 'the dialog and its mask animate').toBeGreaterThan(0);
  expect((await motionSeen(page)).ripples, 'a ripple round the clicked button').toBeGreaterThan(0);
});

test('with the preference a dialog opens and closes at once and nothing ripples, from the moment it is set', async ({ page }) => {
  await openAs(page, demoAccounts.ADMIN, '/clients');
  // Set on the open page, as a person turning it on in their system settings would.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordMotion(page);
  await openAndCancelAddClient(page);
  const seen = await motionSeen(page);
  expect(dialogAnimations(seen), 'no dialog or mask animation').toEqual([]);
  expect(seen.ripples, 'no ripple').toBe(0);
});
