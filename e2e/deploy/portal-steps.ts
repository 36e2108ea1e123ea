import { expect, type Page } from '@playwright/test';

/** What a person does on the deployed portal, shared by the deployment tests. */

export async function openFromMenu(page: Page, link: string, heading: RegExp): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
}

export async function addClient(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: 'Add New Client' }) });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('City').fill('Lyon');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const notice = page.getByText('Client created successfully');
  await expect(notice).toBeVisible();
  await expect(dialog).toBeHidden();
  // The next addClient looks for the same text: let this notice close first.
  await expect(notice).toBeHidden({ timeout: 15_000 });
}

/** Searches the Clients list for `name` and finds it there. */
export async function findClient(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Search clients' }).fill(name);
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
}
