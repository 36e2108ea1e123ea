import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, openAs } from '../support/sign-in';

// A page newer than one side of the mix: the Audit log, exposed by today's Directory (remote_directory/AuditLogPage)
// and routed by today's shell. Each portal of playwright.skew.config.ts shows it differently, and says so:
//   forward  today's shell, the last release's Directory, which has no AuditLogPage: the shell offers the page and,
//            the Directory answering without it, says that Directory is too old for it (not that it is unreachable).
//   reverse  the last release's shell, today's Directory: that shell never heard of the page, so no nav item.
// Either way the rest of the portal, the same Directory's other pages included, keeps working.

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const nav = (page: Page) => page.getByRole('navigation');

async function theDirectoryStillWorks(page: Page) {
  await nav(page).getByRole('link', { name: 'Employees' }).click();
  await expect(heading(page, 'Employees')).toBeVisible();
  await expect(page.getByText(/Showing 1-\d+ of \d+ users/)).toBeVisible();
  await expect(page.getByText(/This section could not be loaded|is too old for this page/)).toHaveCount(0);
}

test('Audit log: what an admin sees where the shell and the Directory disagree about the page', async ({ page }, testInfo) => {
  const portal = testInfo.project.name;
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await openAs(page, demoAccounts.ADMIN, '/employees');
  await expect(heading(page, 'Employees')).toBeVisible();

  if (portal === 'forward') {
    await nav(page).getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/audit-log$/);
    await expect(page.getByText('Directory is too old for this page')).toBeVisible();
    await expect(
      page.getByText('This version of Directory was deployed before this page existed. Ask the admins to deploy a newer Directory. The rest of the portal still works.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.getByText(/This section could not be loaded|unreachable/)).toHaveCount(0);
    await theDirectoryStillWorks(page);
  } else if (portal === 'reverse') {
    await expect(nav(page).getByRole('link', { name: 'Employees' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    // Typed in by hand, the address is one that shell does not know.
    await page.goto('/audit-log');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto('/employees');
    await expect(heading(page, 'Employees')).toBeVisible();
    await theDirectoryStillWorks(page);
  } else {
    throw new Error(`new-page.spec.ts knows the portals forward and reverse, not ${portal}`);
  }
  expect(pageErrors).toEqual([]);
});
