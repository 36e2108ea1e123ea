import { expect, test, type Page } from '@playwright/test';
import { apiToken, demoAccounts, openAs } from '../support/sign-in';
import { answerConfirmation } from '../support/confirm-dialog';
import { mainNav } from '../support/nav';
import { pickDate } from '../support/pick-date';

// A year far from the demo data, so the page shows exactly what this test creates.
const YEAR = 2031;

const holidayRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

/** Removes the year's holidays through the API, so a retry starts from the empty year the first attempt met. */
async function clearYear(page: Page): Promise<void> {
  const headers = { authorization: `Bearer ${await apiToken(page.request, demoAccounts.ADMIN)}` };
  const list = await page.request.get(`/api/v1/holidays?from=${YEAR}-01-01&to=${YEAR}-12-31`, { headers });
  expect(list.status()).toBe(200);
  for (const { id } of ((await list.json()) as { data: { id: number }[] }).data) {
    expect((await page.request.delete(`/api/v1/holidays/${id}`, { headers })).status()).toBe(204);
  }
}

test('an admin adds a holiday, imports two from CSV and deletes one', async ({ page }) => {
  test.setTimeout(120_000);
  await clearYear(page);
  await openAs(page, demoAccounts.ADMIN, `/holidays?year=${YEAR}`);
  await expect(page.getByRole('heading', { name: 'Public Holidays' })).toBeVisible();
  await expect(page.getByText(`No public holidays in ${YEAR}.`)).toBeVisible();

  await page.getByRole('button', { name: 'Add Holiday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Holiday' });
  await pickDate(dialog.getByLabel('Date'), `12-24-${YEAR}`);
  await dialog.getByLabel('Name').fill('Christmas Eve');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Holiday added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: `12-24-${YEAR} Wednesday Christmas Eve` })).toBeVisible();

  // The same date again is refused on the Date field.
  await page.getByRole('button', { name: 'Add Holiday' }).click();
  await pickDate(dialog.getByLabel('Date'), `12-24-${YEAR}`);
  await dialog.getByLabel('Name').fill('Again');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A holiday on this date already exists.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Holidays from CSV' });
  await expect(importDialog.getByText('2026-12-25,Christmas Day')).toBeVisible();
  await importDialog.locator('input[type="file"]').setInputFiles({
    name: 'holidays.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`date,name\n${YEAR}-12-25,Christmas Day\n${YEAR}-12-26,Boxing Day\n`),
  });
  await importDialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Imported 2 holidays')).toBeVisible();
  await expect(importDialog).toBeHidden();
  await expect(holidayRows(page)).toHaveCount(3);
  await expect(holidayRows(page).nth(1)).toContainText('Christmas Day');

  await page.getByRole('button', { name: 'Delete Boxing Day' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Holiday' });
  await expect(confirm).toContainText(`Delete Boxing Day on 12-26-${YEAR}? The day counts as a working day again.`);
  await answerConfirmation(page, confirm, 'Delete', page.getByText('Holiday deleted'));
  await expect(holidayRows(page)).toHaveCount(2);
  await expect(page.getByText('Boxing Day')).toHaveCount(0);
});

test('a manager reads the list without Add, Import or Delete', async ({ page }) => {
  await openAs(page, demoAccounts.MANAGER, '/clients');
  await mainNav(page).getByRole('link', { name: 'Holidays' }).click();
  await expect(page).toHaveURL(/\/holidays$/);
  await page.goto(`/holidays?year=${YEAR}`);
  await expect(page.getByRole('heading', { name: 'Public Holidays' })).toBeVisible();
  await expect(holidayRows(page).first()).toContainText('Christmas');
  await expect(page.getByRole('button', { name: 'Add Holiday' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
});

test('an employee has no Holidays in the navigation and is turned away from the page', async ({ page }) => {
  await openAs(page, demoAccounts.EMPLOYEE, '/profile');
  await expect(mainNav(page).getByRole('link', { name: 'Timesheets' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Holidays' })).toHaveCount(0);
  await page.goto('/holidays');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
