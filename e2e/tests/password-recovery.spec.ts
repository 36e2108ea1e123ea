import { expect, test, type APIRequestContext } from '@playwright/test';
import { mailFilesTo, newMailTo } from '../support/outbox';
import { apiToken, DEMO_PASSWORD, demoAccounts } from '../support/sign-in';

/** A seeded colleague who is not one of the demo accounts other tests sign in with. */
async function someColleague(request: APIRequestContext): Promise<string> {
  const accessToken = await apiToken(request, demoAccounts.ADMIN);
  const list = await request.get('/api/v1/users?limit=50', { headers: { authorization: `Bearer ${accessToken}` } });
  const { data } = (await list.json()) as { data: { officeEmail: string; active: boolean }[] };
  const demo = new Set<string>(Object.values(demoAccounts));
  const colleague = data.find((user) => user.active && !demo.has(user.officeEmail));
  if (!colleague) throw new Error('no seeded colleague to reset');
  return colleague.officeEmail;
}

test('a forgotten password is recovered through the e-mailed link', async ({ page, request }) => {
  const email = await someColleague(request);
  const newPassword = 'a freshly chosen passphrase';

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  // A link from an earlier mail (another test, or this one's first try) would no longer be valid.
  const earlier = mailFilesTo(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('A reset link has been sent to your email.')).toBeVisible();

  const mail = await newMailTo(email, earlier, '/auth/set-password/');
  const path = /\/auth\/set-password\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
  expect(path, 'the e-mail carries a set-password link').toBeTruthy();

  await page.goto(path as string);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Password set successfully! Redirecting to sign in...')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/, { timeout: 5000 });

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Username or password is incorrect.').first()).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin$/);

  // The link worked once.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(path as string);
  await page.getByLabel('New Password', { exact: true }).fill('yet another passphrase');
  await page.getByLabel('Confirm Password', { exact: true }).fill('yet another passphrase');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();
});
