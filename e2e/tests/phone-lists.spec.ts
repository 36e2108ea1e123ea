import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { openFromPhoneDrawer } from '../support/nav';
import { apiToken, demoAccounts, openAs } from '../support/sign-in';
import { expectNoHorizontalOverflow, keepScreenshot, PHONE, SMALL_PHONE, TABLET } from '../support/viewports';

// Issue 23, point 2: below md every list shows its rows as cards, with its filters and sort in a panel and
// Previous/Next paging, over the same URL as the desktop table.
test.use(PHONE);

const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** The list fits the narrowest phone too: no sideways scrolling at 360 px either. */
async function checkSmallPhone(page: Page, testInfo: TestInfo, name: string) {
  await page.setViewportSize(SMALL_PHONE.viewport);
  await expect(page.getByRole('button', { name: /^More actions for / }).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await keepScreenshot(page, testInfo, `${name} at 360`);
  await page.setViewportSize(PHONE.viewport);
}

/** Opens `url` (path and query) in a desktop-sized window, signed in as the admin. */
async function openAtDesktopSize(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  await openAs(page, demoAccounts.ADMIN, url);
  return page;
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

test('Employees on a phone: cards, a search from the Filters panel kept in the URL, Edit from the actions menu', async ({ page, browser, request }, testInfo) => {
  const token = await apiToken(request, demoAccounts.ADMIN);
  const users = (await (await request.get('/api/v1/users?limit=1', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { officeEmail: string; fullName: string }[];
  };
  const person = users.data[0]!;

  await openAs(page, demoAccounts.ADMIN, '/employees');
  const menus = page.getByRole('button', { name: /^More actions for / });
  await expect(menus.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const box = await menus.first().boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await expectNoHorizontalOverflow(page);
  await keepScreenshot(page, testInfo, 'employees cards');

  await page.getByRole('button', { name: /Filters & sort/ }).click();
  await page.getByPlaceholder('Search employees...').fill(person.officeEmail);
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(menus).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Filters & sort/ })).toContainText('1');
  await expectNoSeriousViolations(page, 'Employees as cards with the Filters panel open');
  await keepScreenshot(page, testInfo, 'employees filtered');
  await checkSmallPhone(page, testInfo, 'employees');

  const desktop = await openAtDesktopSize(browser, pathOf(page));
  // A second browser on a busy machine: its first list may take longer than the default wait.
  await expect(desktop.getByText('Showing 1-1 of 1 users')).toBeVisible({ timeout: 60_000 });
  await expect(desktop.getByRole('row', { name: new RegExp(person.officeEmail.replace(/\./g, '\\.')) })).toBeVisible();
  await expect(desktop.getByRole('textbox', { name: 'Search employees' })).toHaveValue(person.officeEmail);
  await desktop.context().close();

  await menus.first().click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog').getByText('Edit Employee')).toBeVisible();
  await keepScreenshot(page, testInfo, 'employee edit dialog');
});

test('All Timesheets on a phone: cards, a search applied from the Filters panel kept in the URL, Edit from the actions menu', async ({ page, browser, request }, testInfo) => {
  const token = await apiToken(request, demoAccounts.ADMIN);
  const entries = (await (await request.get('/api/v1/timesheets?limit=1', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { projectName: string }[];
  };
  const project = entries.data[0]!.projectName;

  await openAs(page, demoAccounts.ADMIN, '/timesheets');
  await page.getByRole('tab', { name: 'Timesheets' }).click();
  const menus = page.getByRole('button', { name: /^More actions for / });
  await expect(menus.first()).toBeVisible();
  await expect(page.getByText(/^\d+ timesheets$/)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await keepScreenshot(page, testInfo, 'timesheets cards');

  await page.getByRole('button', { name: /Filters & sort/ }).click();
  await page.getByPlaceholder('Search timesheets...').fill(project);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(menus.first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'timesheets filtered');
  await checkSmallPhone(page, testInfo, 'timesheets');

  const desktop = await openAtDesktopSize(browser, pathOf(page));
  await expect(desktop.getByRole('textbox', { name: 'Search timesheets' })).toHaveValue(project);
  await expect(desktop.getByRole('row', { name: new RegExp(project) }).first()).toBeVisible({ timeout: 60_000 });
  await desktop.context().close();

  const editable = page.getByRole('listitem').filter({ hasNotText: 'Approved' }).getByRole('button', { name: /^More actions for / });
  await editable.first().click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog').getByText('Edit Timesheet')).toBeVisible();
  await keepScreenshot(page, testInfo, 'timesheet edit dialog');
});

const CARD_LISTS = [
  { path: '/clients', label: 'Clients', heading: 'Clients' },
  { path: '/projects', label: 'Projects', heading: 'Projects' },
  { path: '/allocations', label: 'Allocations', heading: 'Allocations' },
];

test('every other list is cards on a phone and fits 390 and 360 px', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await openAs(page, demoAccounts.ADMIN, '/clients');
  for (const [index, target] of CARD_LISTS.entries()) {
    const { path } = target;
    if (index > 0) await openFromPhoneDrawer(page, target);
    await expect(page.getByRole('button', { name: /^More actions for / }).first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await keepScreenshot(page, testInfo, `${path.slice(1)} cards`);
    await checkSmallPhone(page, testInfo, path.slice(1));
  }

  await openFromPhoneDrawer(page, { path: '/holidays', label: 'Holidays', heading: 'Public Holidays' });
  await expect(page.getByText('Loading')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await keepScreenshot(page, testInfo, 'holidays');

  await page.goto('/utilisation?tab=missing');
  const firstWeek = page.getByRole('checkbox', { name: /^Select .*, week of / }).first();
  await expect(firstWeek).toBeVisible();
  await firstWeek.check();
  await expect(page.getByRole('button', { name: 'Send reminders (1)' })).toBeEnabled();
  await expectNoHorizontalOverflow(page);
  await keepScreenshot(page, testInfo, 'missing timesheets');

  await openFromPhoneDrawer(page, { path: '/employees', label: 'Employees', heading: 'Employees' });
  await page.getByRole('listitem').first().getByRole('button').first().click();
  await expect(page.getByRole('region', { name: 'Time Off' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await keepScreenshot(page, testInfo, 'employee details with time off');
});

test('on a tablet the tables stay, with 44 px row actions', async ({ browser }, testInfo) => {
  const context = await browser.newContext(TABLET);
  const page = await context.newPage();
  await openAs(page, demoAccounts.ADMIN, '/clients');
  const view = page.getByRole('button', { name: /^View / }).first();
  await expect(view).toBeVisible();
  const box = await view.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await keepScreenshot(page, testInfo, 'clients on a tablet');
  await context.close();
});
