import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expectFocusKeptIn, isFocusedWithin } from '../support/focus-trap';
import { mainNav, type NavPage, openFromPhoneDrawer, openFromTabletNav } from '../support/nav';
import { demoAccounts, openAs } from '../support/sign-in';
import { expectNoHorizontalOverflow, keepScreenshot, PHONE, SMALL_PHONE, TABLET } from '../support/viewports';

// A test visits up to seven pages, each with a screenshot (and on the phone an axe scan): on a loaded 2-core
// machine that passes the suite's two minutes.
test.describe.configure({ timeout: 420_000 });

type Role = keyof typeof demoAccounts;

const CLIENTS = { path: '/clients', label: 'Clients', heading: 'Clients' };
const PROJECTS = { path: '/projects', label: 'Projects', heading: 'Projects' };
const EMPLOYEES = { path: '/employees', label: 'Employees', heading: 'Employees' };
const ALLOCATIONS = { path: '/allocations', label: 'Allocations', heading: 'Allocations' };
const UTILISATION = { path: '/utilisation', label: 'Utilisation', heading: 'Utilisation' };
const HOLIDAYS = { path: '/holidays', label: 'Holidays', heading: 'Public Holidays' };
const TIMESHEETS = { path: '/timesheets', label: 'Timesheets', heading: 'Timesheets' };
const PROFILE = { path: '/profile', label: 'Profile', heading: 'My Profile' };

/** Every page in each role's nav (spec §2), in nav order. */
const NAV_PAGES: Record<Role, readonly NavPage[]> = {
  ADMIN: [CLIENTS, PROJECTS, EMPLOYEES, ALLOCATIONS, UTILISATION, HOLIDAYS, TIMESHEETS],
  MANAGER: [CLIENTS, PROJECTS, EMPLOYEES, ALLOCATIONS, UTILISATION, HOLIDAYS, TIMESHEETS],
  EMPLOYEE: [PROFILE, TIMESHEETS],
};
const ROLES = Object.keys(NAV_PAGES) as Role[];

/** The page's heading is shown and nothing is loading any more (list rows, profile sections, the chart). */
async function waitForContent(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.getByText(/^Loading .*\.\.\.$/)).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

/** Keeps a screenshot as a test artifact, then checks that the page fits the viewport's width. */
async function checkFitsAndKeepScreenshot(page: Page, testInfo: TestInfo, what: string) {
  await keepScreenshot(page, testInfo, what);
  await expectNoHorizontalOverflow(page, what);
}

async function expectAtLeastTouchSize(target: Locator, what: string) {
  const box = await target.boundingBox();
  expect(box, `${what} is on screen`).not.toBeNull();
  expect(box!.width, `${what}: width`).toBeGreaterThanOrEqual(44);
  expect(box!.height, `${what}: height`).toBeGreaterThanOrEqual(44);
}

test.describe('on a phone (390 × 844)', () => {
  test.use(PHONE);

  for (const role of ROLES) {
    test(`${role}: every nav page is reached through the drawer, fits the screen and passes axe`, async ({ page }, testInfo) => {
      const [first, ...rest] = NAV_PAGES[role];
      await openAs(page, demoAccounts[role], first!.path);
      await waitForContent(page, first!.heading);

      const banner = page.getByRole('banner');
      const menuButton = banner.getByRole('button', { name: 'Open navigation' });
      const drawer = page.getByRole('dialog', { name: 'Navigation' });
      await expect(mainNav(page), 'no side nav beside the page').toBeHidden();
      await expectAtLeastTouchSize(menuButton, 'the menu button');

      const check = async ({ path, label, heading }: NavPage) => {
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await waitForContent(page, heading);
        await expect(banner.getByText(label, { exact: true }), 'the header names the page').toBeVisible();
        await checkFitsAndKeepScreenshot(page, testInfo, `${role} ${path} phone`);
        await expectNoSeriousViolations(page, `${role} ${path} at 390 × 844`);
      };
      await check(first!);

      for (const target of rest) {
        await menuButton.click();
        await expect(drawer).toBeVisible();
        await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
        const link = page.getByRole('link', { name: target.label, exact: true });
        await expectAtLeastTouchSize(drawer.getByRole('menuitem').filter({ has: link }), `the ${target.label} entry`);
        await drawer.getByRole('link', { name: target.label, exact: true }).click();
        await expect(drawer).toBeHidden();
        await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
        await check(target);
      }
    });
  }

  test('the drawer takes the focus, passes axe, closes on Escape and gives the focus back', async ({ page }, testInfo) => {
    await openAs(page, demoAccounts.MANAGER, '/projects');
    await waitForContent(page, 'Projects');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open navigation' });
    const drawer = page.getByRole('dialog', { name: 'Navigation' });

    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect.poll(() => isFocusedWithin(drawer), 'the focus moves into the drawer').toBe(true);
    await expect(drawer.getByRole('link', { name: 'Projects', exact: true })).toHaveAttribute('aria-current', 'page');
    await keepScreenshot(page, testInfo, 'drawer open');
    await expectNoSeriousViolations(page, 'the open nav drawer');

    // Tab never reaches the page behind the open drawer: once round its entries, out to the browser and back in.
    await expectFocusKeptIn(page, drawer);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/projects$/);

    await menuButton.click();
    await drawer.getByRole('button', { name: 'Close navigation' }).click();
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test.describe('on a tablet (768 × 1024)', () => {
  test.use(TABLET);

  for (const role of ROLES) {
    test(`${role}: the nav is icons and every nav page fits the screen`, async ({ page }, testInfo) => {
      const pages = NAV_PAGES[role];
      await openAs(page, demoAccounts[role], pages[0]!.path);
      const nav = mainNav(page);
      await expect(nav).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);
      const navWidth = await nav.evaluate((element) => element.getBoundingClientRect().width);
      expect(navWidth, 'the nav is collapsed to icons').toBeLessThanOrEqual(80);

      for (const [index, target] of pages.entries()) {
        if (index > 0) await openFromTabletNav(page, target);
        await waitForContent(page, target.heading);
        await checkFitsAndKeepScreenshot(page, testInfo, `${role} ${target.path} tablet`);
      }
    });
  }

  test('each icon is a touch-sized link with its label as a tooltip on hover and on focus', async ({ page }, testInfo) => {
    await openAs(page, demoAccounts.ADMIN, '/clients');
    await waitForContent(page, 'Clients');
    const nav = mainNav(page);

    const projects = nav.getByRole('menuitem').filter({ has: page.getByRole('link', { name: 'Projects', exact: true }) });
    await expectAtLeastTouchSize(projects, 'the Projects icon');
    await projects.hover();
    await expect(page.getByRole('tooltip', { name: 'Projects' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'tablet tooltip');

    await page.mouse.move(600, 600);
    await expect(page.getByRole('tooltip', { name: 'Projects' })).toBeHidden();
    await nav.getByRole('link', { name: 'Employees', exact: true }).focus();
    await expect(page.getByRole('tooltip', { name: 'Employees' })).toBeVisible();

    await projects.click();
    await expect(page).toHaveURL(/\/projects$/);
    await waitForContent(page, 'Projects');
  });
});

test.describe('on a small phone (360 wide)', () => {
  test.use(SMALL_PHONE);

  for (const role of ['ADMIN', 'EMPLOYEE'] as const) {
    test(`${role}: every nav page fits the screen`, async ({ page }, testInfo) => {
      await openAs(page, demoAccounts[role], NAV_PAGES[role][0]!.path);
      for (const [index, target] of NAV_PAGES[role].entries()) {
        if (index > 0) await openFromPhoneDrawer(page, target);
        await waitForContent(page, target.heading);
        await checkFitsAndKeepScreenshot(page, testInfo, `${role} ${target.path} 360`);
      }
    });
  }

  test('the sign-in, forgot-password and set-password screens fit the screen', async ({ page }, testInfo) => {
    for (const [path, heading] of [
      ['/signin', 'Sign In'],
      ['/forgot-password', 'Forgot Password'],
      ['/auth/set-password/not-a-real-token', 'Set Password'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await checkFitsAndKeepScreenshot(page, testInfo, `${path} 360`);
    }
  });
});
