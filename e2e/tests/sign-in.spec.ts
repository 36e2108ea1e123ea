import { expect, test } from '@playwright/test';
import { demoAccounts, logOutThroughMenu, signIn } from '../support/sign-in';

test('an anonymous visitor is sent to the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('an admin lands on Clients with the full navigation and real data', async ({ page }) => {
  await signIn(page, demoAccounts.ADMIN);
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  const nav = page.getByRole('navigation');
  for (const item of ['Clients', 'Projects', 'Employees', 'Allocations', 'Holidays', 'Timesheets']) {
    await expect(nav.getByRole('link', { name: item })).toBeVisible();
  }
  // Other specs in the same run may add clients (projects.spec.ts runs first), so only the first page is fixed.
  await expect(page.getByText(/Showing 1-10 of \d+ clients/)).toBeVisible();
});

test('a signed-in person who reloads a page sees it again, and every page of the menu after it', async ({ page }) => {
  await signIn(page, demoAccounts.ADMIN);
  await expect(page.getByText(/Showing 1-10 of \d+ clients/)).toBeVisible();
  // On reload the page is asked for twice: as soon as the role is known, and by the page itself once the layout
  // has loaded; whichever finishes first, the page must show.
  await page.reload();
  await expect(page.getByText(/Showing 1-10 of \d+ clients/)).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Employees' }).click();
  await expect(page.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});

test('a manager lands on Clients', async ({ page }) => {
  await signIn(page, demoAccounts.MANAGER);
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
});

test('an employee lands on My Profile and sees only Profile and Timesheets', async ({ page }) => {
  await signIn(page, demoAccounts.EMPLOYEE);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('employee@example.com')).toBeVisible();
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Timesheets' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Clients' })).toHaveCount(0);
  await page.goto('/clients');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
});

test('an employee sees their own timesheets', async ({ page }) => {
  await signIn(page, demoAccounts.EMPLOYEE);
  await page.getByRole('navigation').getByRole('link', { name: 'Timesheets' }).click();
  await expect(page.getByRole('heading', { name: 'Timesheets' })).toBeVisible();
  await expect(page.getByText(/Showing 1-10 of \d+ timesheets/)).toBeVisible();
});

test('a wrong password is refused with the spec text', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(demoAccounts.ADMIN);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Username or password is incorrect.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});

test('logout clears the session and returns to sign-in', async ({ page }) => {
  await signIn(page, demoAccounts.MANAGER);
  await logOutThroughMenu(page);
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
  await page.goto('/clients');
  await expect(page).toHaveURL(/\/signin$/);
});
