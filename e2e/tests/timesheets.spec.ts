import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiToken, demoAccounts, openAs } from '../support/sign-in';
import { openProject, searchFor } from '../support/timesheets';
import { pickOption } from '../support/select-option';

type Sheet = { rowCount: number; getRow: (n: number) => { getCell: (n: number) => { value: unknown } } };
type Workbook = { xlsx: { readFile: (path: string) => Promise<unknown> }; getWorksheet: (name: string) => Sheet | undefined };
// exceljs is the API's own dependency; reading the download back with it checks the file Excel would open.
const ExcelJS = createRequire(resolve(__dirname, '../../api/package.json'))('exceljs') as { Workbook: new () => Workbook };

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const apiDate = (date: Date) => date.toISOString().slice(0, 10);
const shownDate = (date: Date) => `${apiDate(date).slice(5, 7)}-${apiDate(date).slice(8, 10)}-${apiDate(date).slice(0, 4)}`;

test('an employee logs hours and sees them Submitted', async ({ page, request }) => {
  const project = await openProject(request);
  const description = `E2E logged ${Date.now()}`;
  await openAs(page, demoAccounts.EMPLOYEE, '/timesheets');
  await page.getByRole('button', { name: 'Add Timesheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Timesheet' });
  await expect(dialog.getByText('Fill out the form below to create a new timesheet.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Project is required.')).toBeVisible();
  await expect(dialog.getByText('Description is required.')).toBeVisible();

  // Shown as 'project (client)'.
  const projectOption = new RegExp(`^${project.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(|$)`);
  await pickOption(page, dialog, dialog.getByRole('combobox', { name: 'Project Name' }), projectOption, project.name);
  await dialog.getByLabel('Date').fill(shownDate(daysAgo(2)));
  await dialog.getByLabel('Date').press('Enter');
  await dialog.getByLabel('Hours').fill('3.5');
  await dialog.getByLabel('Description').fill(description);
  await expect(dialog.getByText('Project is required.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Timesheet created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await searchFor(page, description);
  const row = page.getByRole('row').filter({ hasText: project.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Submitted')).toBeVisible();
  await expect(row.getByText(shownDate(daysAgo(2)))).toBeVisible();
  await expect(page.getByText('1 timesheets').first()).toBeVisible();
});

test('an admin approves one entry, rejects another with a reason, and exports them as CSV and Excel', async ({ page, request }) => {
  const project = await openProject(request);
  const token = await apiToken(request, demoAccounts.EMPLOYEE);
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/v1/users/currentuser', { headers })).json()) as { id: number };
  const tag = `E2E review ${Date.now()}`;
  for (const [hours, note] of [[2, 'approve me'], [1.5, 'reject me']] as const) {
    const created = await request.post('/api/v1/timesheets', {
      headers,
      data: { userId: me.id, projectId: project.id, date: apiDate(daysAgo(3)), hours, description: `${tag} ${note}` },
    });
    expect(created.status()).toBe(201);
  }

  await openAs(page, demoAccounts.ADMIN, '/timesheets');
  await expect(page.getByRole('tab', { name: 'Timesheets' })).toHaveAttribute('aria-selected', 'true');
  await searchFor(page, tag);
  await expect(page.getByText('2 timesheets').first()).toBeVisible();

  // The two entries differ by their Hours cell.
  const rowWithHours = (hours: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: hours, exact: true }) });
  await rowWithHours('2').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Timesheet approved')).toBeVisible();
  await expect(rowWithHours('2').getByText('Approved')).toBeVisible();

  await rowWithHours('1.5').getByRole('button', { name: 'Reject' }).click();
  const rejectDialog = page.getByRole('dialog', { name: 'Reject Timesheet' });
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(rejectDialog.getByText('A reason is required to reject a timesheet.')).toBeVisible();
  await rejectDialog.getByLabel('Reason').fill('Please split by task');
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Timesheet rejected')).toBeVisible();
  await expect(rowWithHours('1.5').getByText('Rejected')).toBeVisible();
  await expect(rowWithHours('1.5').getByText('Reason: Please split by task')).toBeVisible();

  await page.getByRole('button', { name: /Export/ }).click();
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export as CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^timesheets_\d{8}\.csv$/);
  const csvText = readFileSync(await csv.path(), 'utf8');
  expect(csvText).toContain(`${tag} approve me`);
  expect(csvText).toContain(`${tag} reject me`);
  expect(csvText).toContain('Please split by task');
  expect(csvText.trim().split('\r\n')).toHaveLength(3);
  await expect(page.getByText('Export successful')).toBeVisible();
  // The notices stack over the top-right corner where Export is, and stay while the pointer rests on them:
  // move it away, as a user would, and let them close.
  await page.mouse.move(5, (page.viewportSize()?.height ?? 600) - 5);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 15_000 });

  await page.getByRole('button', { name: /Export/ }).click();
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export as Excel' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/^timesheets_\d{8}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsx.path());
  const sheet = workbook.getWorksheet('Timesheets')!;
  const descriptions = [2, 3].map((n) => sheet.getRow(n).getCell(7).value);
  expect(descriptions.sort()).toEqual([`${tag} approve me`, `${tag} reject me`]);
  expect(sheet.rowCount).toBe(3);
});
