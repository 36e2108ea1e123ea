import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, logOutThroughMenu } from '../support/sign-in';

// The test identity provider (support/test-idp.mjs) serves a self-signed certificate; only this spec talks to it.
test.use({ ignoreHTTPSErrors: true });

/** Clicks "Sign in with Microsoft" and completes the provider's own login and consent pages in the pop-up. */
async function signInWithMicrosoft(page: Page, login: string): Promise<void> {
  await page.goto('/signin');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
  const popup = await popupOpened;
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill('any-password');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  // Waited for from before the click that ends the sign-in: the pop-up can close before a wait set up after it (seen
  // in CI: the portal showed its answer, and the test waited for a 'close' that had already happened until it timed out).
  const popupClosed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await popupClosed;
}

test('an employee signs in with Microsoft and lands on My Profile as with a password', async ({ page }) => {
  await signInWithMicrosoft(page, demoAccounts.EMPLOYEE);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Priya Sharma').first()).toBeVisible();
  const storedKeys = () => page.evaluate(() => Object.keys(window.localStorage));
  expect(await storedKeys()).toContain('accessToken');
  expect((await storedKeys()).some((key) => key.startsWith('msal.'))).toBe(true);

  // Logout clears everything stored locally, MSAL's cache included.
  await logOutThroughMenu(page);
  await expect.poll(async () => (await storedKeys()).filter((key) => key === 'accessToken' || key.startsWith('msal.'))).toEqual([]);
});

test('someone the provider knows but the portal does not is refused with a clear message', async ({ page }) => {
  await signInWithMicrosoft(page, 'stranger@example.com');
  await expect(page.getByRole('alert')).toContainText('No active portal account uses the work e-mail stranger@example.com');
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
});
