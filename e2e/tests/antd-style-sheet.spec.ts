import { expect, test, type Page } from '@playwright/test';
import { demoAccounts, openAs } from '../support/sign-in';

// The shell's build serves antd's styles for the portal's components as a sheet (tooling/antd-style-sheet.cjs); a
// signed-in page load links it before its first render, and antd then generates only what the sheet lacks: the
// theme's CSS variables. Without the sheet antd generates everything, and the page looks the same.

const SHEET = /\/antd\.[0-9a-f]{10}\.css$/;
const BRAND_BLUE = 'rgb(29, 78, 216)';

/** The style elements antd wrote on this page with component rules in them (not only the theme's variables). */
const generatedComponentStyles = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('style[data-css-hash]')].filter((style) => !style.textContent?.startsWith('.css-var-')).length);

/** Opens Add Project: a dialog with a form, inputs, selects and date pickers over a table. */
async function openAddProject(page: Page): Promise<void> {
  await openAs(page, demoAccounts.ADMIN, '/projects');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Add Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Project' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Client' }).click();
  await expect(page.getByRole('listbox')).toBeAttached();
}

test('a signed-in page takes antd styles from the build’s sheet and generates none of them', async ({ page }) => {
  await openAddProject(page);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute('href', SHEET);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCSS('background-color', BRAND_BLUE);
  expect(await generatedComponentStyles(page), 'component styles antd generated although the sheet should hold them').toBe(0);
});

test('a page whose sheet fails to load generates the styles itself and looks the same', async ({ page }) => {
  await page.route(SHEET, (route) => route.abort());
  await openAddProject(page);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCSS('background-color', BRAND_BLUE);
  expect(await generatedComponentStyles(page)).toBeGreaterThan(0);
});

test('the first visit to the sign-in form does not download the sheet', async ({ page }) => {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (SHEET.test(new URL(request.url()).pathname)) sheets.push(request.url());
  });
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveCSS('background-color', BRAND_BLUE);
  expect(sheets).toEqual([]);
});
