import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, openAs } from '../support/sign-in';
import { pickDate } from '../support/pick-date';
import { pickOption } from '../support/select-option';
import { openProject, searchFor } from '../support/timesheets';

// Each test runs on both portals of playwright.skew.config.ts: `forward` (today's shell, the last release's Projects
// and Directory) and `reverse` (the last release's shell, today's remotes). A remote works when its list loads and a
// dialog of it saves, with no error panel and nothing in the console that says a shared export was missing.

const BREAKAGE = /Minified React error|is not a function|is not defined|Cannot read properties|\[federation\]|does not satisfy/;
const problems: string[] = [];

test.beforeEach(({ page }) => {
  problems.length = 0;
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && BREAKAGE.test(message.text())) problems.push(`console ${message.type()}: ${message.text()}`);
  });
});

test.afterEach(async ({ page }) => {
  await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
  await expect(page.getByText(/needs a newer portal|is too old for this portal/)).toHaveCount(0);
  expect(problems, `on ${process.env.SKEW_RELEASE ?? 'the last release'} mixed with today`).toEqual([]);
});

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
/** MM-DD-YYYY, as the date fields show it. */
const twoDaysAgo = () => new Date(Date.now() - 2 * 86_400_000).toISOString().replace(/^(\d{4})-(\d{2})-(\d{2}).*/, '$2-$3-$1');

test('Projects: the Clients list loads and a new client saves', async ({ page }) => {
  await openAs(page, demoAccounts.ADMIN, '/clients');
  await expect(heading(page, 'Clients')).toBeVisible();
  await expect(page.getByText(/Showing 1-\d+ of \d+ clients/)).toBeVisible();
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(`Skew Client ${Date.now()}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Client created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('navigation').getByRole('link', { name: 'Projects' }).click();
  await expect(heading(page, 'Projects')).toBeVisible();
  await expect(page.getByText(/Showing 1-\d+ of \d+ projects/)).toBeVisible();
});

test('Directory: the Employees list loads and My Profile saves an edit', async ({ page }) => {
  await openAs(page, demoAccounts.ADMIN, '/employees');
  await expect(heading(page, 'Employees')).toBeVisible();
  await expect(page.getByText(/Showing 1-\d+ of \d+ users/)).toBeVisible();
  await openAs(page, demoAccounts.EMPLOYEE, '/profile');
  await expect(heading(page, 'My Profile')).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone').fill('+1 555 0188');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByText('+1 555 0188')).toBeVisible();
});

test('Allocations: the Allocations list loads and a new holiday saves', async ({ page }) => {
  await openAs(page, demoAccounts.ADMIN, '/allocations');
  await expect(heading(page, 'Allocations')).toBeVisible();
  await expect(page.getByText(/Showing 1-\d+ of \d+ allocations/)).toBeVisible();
  await page.goto('/holidays?year=2032');
  await expect(heading(page, 'Public Holidays')).toBeVisible();
  await page.getByRole('button', { name: 'Add Holiday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Holiday' });
  await pickDate(dialog.getByLabel('Date'), '12-24-2032');
  await dialog.getByLabel('Name').fill('Skew Eve');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Holiday added')).toBeVisible();
  await expect(page.getByRole('row', { name: /12-24-2032 .* Skew Eve/ })).toBeVisible();
});

test('Timesheets: My Timesheets loads and a new entry saves', async ({ page, request }) => {
  const project = await openProject(request);
  const description = `Skew entry ${Date.now()}`;
  await openAs(page, demoAccounts.EMPLOYEE, '/timesheets');
  await expect(heading(page, 'Timesheets')).toBeVisible();
  await page.getByRole('button', { name: 'Add Timesheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Timesheet' });
  const projectOption = new RegExp(`^${project.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(|$)`);
  await pickOption(page, dialog, dialog.getByRole('combobox', { name: 'Project Name' }), projectOption, project.name);
  await pickDate(dialog.getByLabel('Date'), twoDaysAgo());
  await dialog.getByLabel('Hours').fill('2');
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Timesheet created successfully')).toBeVisible();
  await searchFor(page, description);
  // The list has no description column: the search finds exactly the new entry.
  await expect(page.getByText('Showing 1-1 of 1 timesheets')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: project.name }).getByText('Submitted')).toBeVisible();
});
