import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Passw0rd!';

export const demoAccounts = {
  ADMIN: 'admin@example.com',
  MANAGER: 'manager@example.com',
  EMPLOYEE: 'employee@example.com',
} as const;

/** Signs in through the real sign-in page, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin$/);
}

// One API sign-in per account for the whole run (one worker, one process). A test that signs out through the page
// uses signIn() instead: signing out revokes the session, and with it the token kept here.
const tokens = new Map<string, string>();

/** An access token of a demo account, for calling the API directly or for openAs(). */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const kept = tokens.get(email);
  if (kept) return kept;
  const answer = await request.post('/api/v1/users/signin', { data: { username: email, password: DEMO_PASSWORD } });
  expect(answer.status(), `API sign-in of ${email}`).toBe(200);
  const { accessToken } = (await answer.json()) as { accessToken: string };
  tokens.set(email, accessToken);
  return accessToken;
}

/**
 * Opens `path` already signed in as `email`, as a person coming back to the portal would: the token sits in
 * localStorage (spec §3) before the shell starts. For every test but those about signing in, which use signIn().
 */
export async function openAs(page: Page, email: string, path = '/'): Promise<void> {
  const accessToken = await apiToken(page.request, email);
  // Put there by a script that runs in the page's next document before the portal's own (the top frame only) and is
  // removed once that page has loaded: no first visit to a same-origin page just to set it, one page load less a test.
  const tokenBeforeTheShell = await page.addInitScript((token) => {
    if (window === window.top) window.localStorage.setItem('accessToken', token);
  }, accessToken);
  try {
    await page.goto(path);
  } finally {
    await tokenBeforeTheShell.dispose();
  }
  await expect(page).not.toHaveURL(/\/signin$/);
}

/**
 * Logs out through the user menu, as a person would: open it, choose Logout, land on /signin. On a machine starved of
 * CPU a click can reach the menu while its opening animation still lets pointer events through to the page (seen in
 * CI: the click "done", no sign-out); the person would click again, and so does this, opening the menu if it closed.
 */
export async function logOutThroughMenu(page: Page): Promise<void> {
  await chooseFromUserMenu(page, 'Logout', /\/signin$/);
}

/** Chooses an entry of the user menu until the page has gone to `url`, for the same reason as logOutThroughMenu. */
export async function chooseFromUserMenu(page: Page, entry: string, url: RegExp): Promise<void> {
  const item = page.getByRole('menuitem', { name: entry });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole('banner').getByRole('button').click();
    await item.click({ timeout: 5_000 });
    await expect(page).toHaveURL(url, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
