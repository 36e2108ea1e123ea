import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccounts, openAs } from '../support/sign-in';
import { pickOption } from '../support/select-option';

// A 1×1 PNG, so the upload is a real image the server decodes (its checksums hold; libpng refuses one that fails them).
const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8ffffff7f0009fb03fd08d1e81e0000000049454e44ae426082',
  'hex',
);

/** The select labelled `label` in `scope`: countries' long list is narrowed by typing (see pickOption). */
const pick = (page: Page, scope: Locator, label: string, option: string) => pickOption(page, scope, scope.getByLabel(label, { exact: true }), option);

test('an admin adds an employee, finds them by search, opens detail mode and edits them', async ({ page }) => {
  const email = `zelda.quartz.${Date.now()}@example.com`;
  await openAs(page, demoAccounts.ADMIN, '/employees');
  await expect(page.getByText(/Showing 1-10 of \d+ users/)).toBeVisible();

  await page.getByRole('button', { name: 'Add Employee' }).click();
  const addDialog = page.getByRole('dialog');
  await expect(addDialog.getByText('Add New Employee')).toBeVisible();
  // An outside click does not close it (spec §2).
  await page.mouse.click(5, 5);
  await expect(addDialog).toBeVisible();
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await expect(addDialog.getByText('First Name is required')).toBeVisible();

  await addDialog.getByLabel('First Name').fill('Zelda');
  await addDialog.getByLabel('Last Name').fill('Quartz');
  await addDialog.getByLabel('Work Email').fill(email);
  await pick(page, addDialog, 'Department', 'Finance');
  await pick(page, addDialog, 'Employee Type', 'Contractor');
  const present = addDialog.getByRole('group', { name: 'Present Address' });
  await pick(page, present, 'Country', 'India');
  // The state list loads once a country is chosen; the picker is disabled until then.
  await expect(present.getByLabel('State', { exact: true })).toBeEnabled();
  await pick(page, present, 'State', 'Kerala');
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expect(addDialog).toBeHidden();

  await page.getByPlaceholder('Search employees...').fill(email.toUpperCase());
  const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row).toBeVisible();
  await expect(page.getByText('Showing 1-1 of 1 users')).toBeVisible();
  await row.getByRole('button', { name: 'Zelda', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Employee Details' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Employee details' });
  await expect(details.getByText('Kerala, India')).toBeVisible();
  await details.getByRole('button', { name: 'Edit User' }).click();
  const editDialog = page.getByRole('dialog');
  await expect(editDialog.getByText('Edit Employee')).toBeVisible();
  await editDialog.getByLabel('Job Title').fill('Treasury Analyst');
  await editDialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(details.getByText('Treasury Analyst')).toBeVisible();

  await details.getByRole('button', { name: 'Back to List' }).click();
  await expect(page.getByRole('heading', { name: 'Employees' })).toBeVisible();
  await expect(row).toBeVisible();
});

test('a manager may view employees but not add or edit them', async ({ page }) => {
  await openAs(page, demoAccounts.MANAGER, '/employees');
  await expect(page.getByText(/Showing 1-10 of \d+ users/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Employee' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await page.getByRole('button', { name: /^View / }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('View Employee')).toBeVisible();
  await expect(dialog.getByLabel('Work Email')).toBeDisabled();
  await dialog.getByRole('form').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('an employee edits their own phone on My Profile, cannot change their work e-mail, and uploads a photo', async ({ page }) => {
  await openAs(page, demoAccounts.EMPLOYEE);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Edit Employee')).toBeVisible();
  await expect(dialog.getByLabel('Work Email')).toBeDisabled();
  await expect(dialog.getByLabel('Department')).toBeDisabled();
  await dialog.getByLabel('Phone').fill('+1 555 0177');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByText('+1 555 0177')).toBeVisible();

  // The server refuses the work e-mail too, not only the form.
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const me = await (await page.request.get('/api/v1/users/currentuser', { headers: { authorization: `Bearer ${token}` } })).json();
  const refused = await page.request.put(`/api/v1/users/${me.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { officeEmail: 'someone.else@example.com' },
  });
  expect(refused.status()).toBe(403);

  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('Photo updated successfully')).toBeVisible();
  const photo = page.getByRole('img', { name: /^Photo of / });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
