import { expect, test } from '@playwright/test';
import { demoAccounts, signIn } from '../support/sign-in';

test('a remote that cannot load shows Retry in its place while the rest keeps working', async ({ page }) => {
  await page.route('**/remotes/projects/**', (route) => route.abort('connectionrefused'));
  await signIn(page, demoAccounts.ADMIN);

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
