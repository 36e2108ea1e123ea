import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccounts, openAs } from '../support/sign-in';

// The shell's build serves antd's styles for the portal's components as a sheet (tooling/antd-style-sheet.cjs); a
// signed-in page load links it before its first render, and antd then generates only what the sheet lacks: the
// theme's CSS variables. Without the sheet antd generates everything, and the page looks the same.

const SHEET = /\/antd\.[0-9a-f]{10}\.css$/;

/** The button is filled with the theme's primary colour, as the page's own theme variable resolves it beside it. */
async function expectFilledWithPrimary(button: Locator): Promise<void> {
  const [background, primary] = await button.evaluate((element) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--ant-color-primary)';
    element.parentElement!.append(probe);
    const colours = [getComputedStyle(element).backgroundColor, getComputedStyle(probe).color];
    probe.remove();
    return colours;
  });
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  expect(background).toBe(primary);
}

/** The style elements antd wrote on this page with component rules in them (not only the theme's variables). */
const generatedComponentStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]')].map((style) => style.textContent ?? '').filter((text) => !text.startsWith('.css-var-')),
  );

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
  await expectFilledWithPrimary(page.getByRole('button', { name: 'Save' }));
  const generated = (await generatedComponentStyles(page)).map((style) => style.slice(0, 120));
  expect(generated, 'component styles antd generated although the sheet should hold them').toEqual([]);
});

// The sheet stands in for what antd generates under the same keys, so it must hold exactly that: a rule antd writes
// differently on the page (say, scoped to another class) would be replaced by the sheet's and style nothing.
test('a page whose sheet fails to load generates the styles itself, each word for word as the sheet has it', async ({ page }) => {
  const sheetHref = (await (await page.request.get('/')).text()).match(/<meta name="antd-style-sheet" content="([^"]+)"/)?.[1];
  expect(sheetHref, 'the build names its sheet in index.html').toMatch(SHEET);
  const sheet = await (await page.request.get(sheetHref!)).text();
  await page.route(SHEET, (route) => route.abort());
  await openAddProject(page);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  await expectFilledWithPrimary(page.getByRole('button', { name: 'Save' }));
  const generated = await generatedComponentStyles(page);
  expect(generated.length).toBeGreaterThan(0);
  expect(generated.filter((style) => !sheet.includes(style)).map((style) => style.slice(0, 120))).toEqual([]);
});

test('the first visit to the sign-in form does not download the sheet', async ({ page }) => {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (SHEET.test(new URL(request.url()).pathname)) sheets.push(request.url());
  });
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(sheets).toEqual([]);
});
