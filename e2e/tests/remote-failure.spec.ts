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

/**
 * Projects' entry as a build made for a newer portal would be: it was built with shared-ui 9.0.0 and accepts only
 * ^9.0.0. The rest of the entry (its code, its chunks) is the real build's.
 */
function asBuiltForSharedUi9(entry: string): string {
  const requirement = /requiredVersion:"[^"]*"(,[^{}]*?shareKey:"@portal\/shared-ui")/g;
  const ownVersion = /("@portal\/shared-ui":\[\{version:")[^"]+"/g;
  if (!requirement.test(entry) || !ownVersion.test(entry)) throw new Error('The remote entry no longer has the shapes this test rewrites.');
  return entry.replace(requirement, 'requiredVersion:"^9.0.0"$1').replace(ownVersion, '$19.0.0"');
}

test('a remote built for a newer shared-ui is refused before it renders, naming the shell as the part to update', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.route('**/remotes/projects/remoteEntry.js', async (route) => {
    const original = await route.fetch();
    await route.fulfill({ response: original, body: asBuiltForSharedUi9(await original.text()) });
  });
  await openAs(page, demoAccounts.ADMIN, '/clients');

  await expect(page.getByText('Projects needs a newer portal')).toBeVisible();
  await expect(page.getByText(/Ask the admins to update the portal shell/)).toBeVisible();
  await expect(page.getByText(/unreachable/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toHaveCount(0);
  expect(consoleErrors.some((line) => /remote_projects needs @portal\/shared-ui \^9\.0\.0 \(built with 9\.0\.0\); the page has 1\.\d+\.\d+ from shell/.test(line))).toBe(true);
  expect(consoleErrors.filter((line) => /Minified React error|is not a function/.test(line))).toEqual([]);

  await page.getByRole('navigation').getByRole('link', { name: 'Employees' }).click();
  await expect(page.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible();
});
