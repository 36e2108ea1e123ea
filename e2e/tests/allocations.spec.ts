import { expect, test, type Locator } from '@playwright/test';
import { answerConfirmation } from '../support/confirm-dialog';
import { demoAccounts, openAs } from '../support/sign-in';
import { pickDate } from '../support/pick-date';
import { pickOption } from '../support/select-option';

// A range far from the demo data, so the filter shows exactly what this test creates.
const START = '02-03-2031';
const END = '02-14-2031';

async function tickEmployee(dialog: Locator, name: string, hours: string) {
  const search = dialog.getByPlaceholder('Search employees...');
  await search.fill(name.split(' ')[0]!);
  await dialog.getByRole('checkbox', { name }).check();
  await dialog.getByRole('spinbutton', { name: `Hours for ${name}` }).fill(hours);
}

test('a manager allocates two employees, filters by dates, edits one over capacity and deletes the other', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, demoAccounts.MANAGER, '/allocations');
  await expect(page.getByRole('heading', { name: 'Allocations' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Allocation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Allocation' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('At least one employee is required')).toBeVisible();

  await pickOption(page, dialog, dialog.getByRole('combobox', { name: 'Project' }), /^Customer Portal \(/, 'Customer Por');
  await pickDate(dialog.getByLabel('Start Date'), START);
  await pickDate(dialog.getByLabel('End Date'), END);
  await tickEmployee(dialog, 'Priya Sharma', '6');
  await tickEmployee(dialog, 'Alice Morgan', '2.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Allocation created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await pickDate(page.getByPlaceholder('Start Date'), '02-01-2031');
  await pickDate(page.getByPlaceholder('End Date'), '02-28-2031');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('2 allocations', { exact: true })).toBeVisible();
  const priyaRow = page.getByRole('row', { name: /Priya.*Sharma.*Customer Portal/ });
  await expect(priyaRow).toContainText('02-03-2031');
  await expect(priyaRow).toContainText('75%');
  await expect(page.getByRole('row', { name: /Alice.*Morgan.*Customer Portal/ })).toContainText('31.3%');

  await page.getByRole('button', { name: 'Edit Priya Sharma on Customer Portal' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Allocation' });
  await expect(editDialog.getByRole('checkbox')).toHaveCount(0);
  await editDialog.getByRole('spinbutton', { name: 'Allocation Hours' }).fill('9');
  await editDialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Priya Sharma: 9 h per day (112.5%)')).toBeVisible();
  await page.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByText('Allocation updated successfully')).toBeVisible();
  await expect(priyaRow).toContainText('112.5% over-allocated');

  await page.getByRole('button', { name: 'Delete Alice Morgan on Customer Portal' }).click();
  await answerConfirmation(page, page.getByRole('dialog', { name: 'Delete Allocation' }), 'Delete', page.getByText('Allocation deleted successfully'));
  await expect(page.getByText('1 allocations', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'View Priya Sharma on Customer Portal' }).click();
  await expect(page.getByRole('heading', { name: 'Allocation Details' })).toBeVisible();
  await expect(page.getByText('9 h per working day')).toBeVisible();
  await page.getByRole('button', { name: 'Back to List' }).click();
  await expect(page.getByText('1 allocations', { exact: true })).toBeVisible();
});

test('an employee can reach neither the page nor the API', async ({ page }) => {
  await openAs(page, demoAccounts.EMPLOYEE, '/allocations');
  await expect(page).toHaveURL(/\/unauthorized$/);
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/v1/allocations', { headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
    return response.status;
  });
  expect(status).toBe(403);
});
