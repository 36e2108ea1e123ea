import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, openAs } from '../support/sign-in';
import { pickOption } from '../support/select-option';

const dialogTitled = (page: Page, title: string) => page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

test('an admin creates a client and a project for it, and is refused the same project name again', async ({ page }) => {
  const clientName = `Wayne Enterprises ${Date.now()}`;
  await openAs(page, demoAccounts.ADMIN, '/clients');

  await page.getByRole('button', { name: 'Add Client' }).click();
  const clientDialog = dialogTitled(page, 'Add New Client');
  await expect(clientDialog.getByRole('switch', { name: 'Status' })).toBeChecked();
  await clientDialog.getByLabel('Name').fill(clientName);
  await clientDialog.getByLabel('City').fill('Gotham');
  await clientDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Client created successfully')).toBeVisible();
  await expect(clientDialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search clients' }).fill('Wayne');
  await page.getByRole('button', { name: clientName, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Client Details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Client details' }).getByText('Gotham')).toBeVisible();
  await page.getByRole('button', { name: 'Back to List' }).click();

  await page.getByRole('navigation').getByRole('link', { name: 'Projects' }).click();
  for (const attempt of ['Batcave Retrofit', '  batcave RETROFIT ']) {
    await page.getByRole('button', { name: 'Add Project' }).click();
    const projectDialog = dialogTitled(page, 'Add New Project');
    await projectDialog.getByLabel('Project Name').fill(attempt);
    await pickOption(page, projectDialog, projectDialog.getByRole('combobox', { name: 'Client' }), clientName);
    await projectDialog.getByRole('button', { name: 'Save' }).click();
    if (attempt === 'Batcave Retrofit') {
      await expect(page.getByText('Project created successfully')).toBeVisible();
      await expect(projectDialog).toBeHidden();
    } else {
      await expect(projectDialog.getByText('Project already exists')).toBeVisible();
      await expect(page.getByText('A project with this name for the selected client already exists')).toBeVisible();
      await projectDialog.getByRole('button', { name: 'Cancel' }).click();
    }
  }

  await page.getByRole('textbox', { name: 'Search projects' }).fill('Batcave');
  await expect(page.getByText('Showing 1-1 of 1 projects')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Batcave Retrofit' });
  await expect(row.getByText(clientName)).toBeVisible();
  await expect(row.getByText('Not Started')).toBeVisible();
});

test('the API refuses a second project with the same name for the same client', async ({ page, request }) => {
  await openAs(page, demoAccounts.ADMIN);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const client = await request.post('/api/v1/clients', { headers, data: { name: `Stark Industries ${Date.now()}` } });
  expect(client.status()).toBe(201);
  const clientId = (await client.json()).id as number;
  const first = await request.post('/api/v1/projects', { headers, data: { name: 'Arc Reactor', clientId } });
  expect(first.status()).toBe(201);
  const second = await request.post('/api/v1/projects', { headers, data: { name: ' ARC reactor', clientId } });
  expect(second.status()).toBe(409);
  expect(await second.json()).toMatchObject({ code: 'DUPLICATE_PROJECT' });
});

test('a manager sees no Add buttons and only the view-only forms', async ({ page }) => {
  await openAs(page, demoAccounts.MANAGER, '/clients');
  await expect(page.getByText(/Showing 1-10 of \d+ clients/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Client' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await page.getByRole('button', { name: /^View / }).first().click();
  const clientDialog = dialogTitled(page, 'View Client');
  await expect(clientDialog.getByLabel('Name')).toBeDisabled();
  await expect(clientDialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await clientDialog.getByRole('button', { name: 'Close' }).last().click();

  await page.getByRole('navigation').getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByText(/Showing 1-10 of \d+ projects/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Project' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await page.getByRole('button', { name: /^View / }).first().click();
  await expect(dialogTitled(page, 'View Project').getByLabel('Project Name')).toBeDisabled();
});
