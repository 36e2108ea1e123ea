import { expect, test } from '@playwright/test';
import { demoAccounts, openAs } from '../support/sign-in';

test('a remote that cannot load shows Retry in its place while the rest keeps working', async ({ page }) => {
  await page.route('**/remotes/projects/**', (route) => route.abort('connectionrefused'));
  await openAs(page, demoAccounts.ADMIN);

  await expect(page.getByText('This section could not be loaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Employees' }).click();
  await expect(page.getByRole('heading', { name: 'Employees' })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByText('This section could not be loaded')).toBeVisible();

  await page.unroute('**/remotes/projects/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
});

test('a remote whose files are gone (404) or corrupted shows Retry for that remote only', async ({ page }) => {
  // Employees: the deployed folder is empty. Projects: the manifest answers, but its entry script is garbage.
  await page.route('**/remotes/directory/**', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
  await page.route('**/remotes/projects/**', async (route) => {
    if (route.request().url().endsWith('mf-manifest.json')) return route.continue();
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'this is {{ not javascript' });
  });
  await openAs(page, demoAccounts.ADMIN);

  await expect(page.getByText('This section could not be loaded')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Employees' }).click();
  await expect(page.getByText('This section could not be loaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Timesheets' }).click();
  await expect(page.getByRole('heading', { name: 'Timesheets' })).toBeVisible();
  await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
});
