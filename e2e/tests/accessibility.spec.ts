import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectErrorLinked, expectNoSeriousViolations, waitForAnimations } from '../support/axe';
import { expectFocusKeptIn, isFocusedWithin } from '../support/focus-trap';
import { demoAccounts, openAs, signIn } from '../support/sign-in';

type Role = keyof typeof demoAccounts;

/** Each signed-in page, its h1 and who can reach it (spec §6). */
const PAGES = [
  { path: '/clients', heading: 'Clients', roles: ['ADMIN', 'MANAGER'] },
  { path: '/projects', heading: 'Projects', roles: ['ADMIN', 'MANAGER'] },
  { path: '/employees', heading: 'Employees', roles: ['ADMIN', 'MANAGER'] },
  { path: '/allocations', heading: 'Allocations', roles: ['ADMIN', 'MANAGER'] },
  { path: '/utilisation', heading: 'Utilisation', roles: ['ADMIN', 'MANAGER'] },
  { path: '/holidays', heading: 'Public Holidays', roles: ['ADMIN', 'MANAGER'] },
  { path: '/timesheets', heading: 'Timesheets', roles: ['ADMIN', 'MANAGER', 'EMPLOYEE'] },
  { path: '/profile', heading: 'My Profile', roles: ['ADMIN', 'MANAGER', 'EMPLOYEE'] },
] as const satisfies readonly { path: string; heading: string; roles: readonly Role[] }[];

/** The page's heading is shown and nothing is loading any more (list rows, profile sections). */
async function waitForContent(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.getByText(/^Loading .*\.\.\.$/)).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

async function openPage(page: Page, role: Role, path: string, heading: string) {
  await openAs(page, demoAccounts[role], path);
  await waitForContent(page, heading);
}

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never gets there. */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${maxPresses} presses`);
}

test.describe('public pages', () => {
  test('sign-in', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expectNoSeriousViolations(page, '/signin');
  });

  test('sign-in errors are linked to their fields', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectErrorLinked(page.getByLabel('Email'), 'Email is required.');
    await expectErrorLinked(page.getByLabel('Password', { exact: true }), 'Password is required.');
    await expectNoSeriousViolations(page, '/signin with errors');

    await page.getByLabel('Email').fill('not-an-address');
    await expectErrorLinked(page.getByLabel('Email'), 'Enter a valid email address.');
  });

  test('forgot-password', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await expectNoSeriousViolations(page, '/forgot-password');
  });

  test('set-password, before and after a failed check', async ({ page }) => {
    await page.goto('/auth/set-password/not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Set Password' })).toBeVisible();
    await expectNoSeriousViolations(page, '/auth/set-password/:token');

    await page.getByRole('button', { name: 'Set Password' }).click();
    // Announced at once: the message is an alert (a live region).
    await expect(page.getByRole('alert')).toHaveText('Please fill in both fields.');
    await expectNoSeriousViolations(page, '/auth/set-password/:token with its error');
  });

  test('not found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the not-found page');
  });
});

for (const role of ['ADMIN', 'MANAGER', 'EMPLOYEE'] as const) {
  test.describe(`signed in as ${role}`, () => {
    for (const { path, heading } of PAGES.filter((entry) => (entry.roles as readonly Role[]).includes(role))) {
      test(`${path}`, async ({ page }) => {
        await openPage(page, role, path, heading);
        await expectNoSeriousViolations(page, `${path} as ${role}`);
      });
    }

    if (role === 'EMPLOYEE') {
      test('/unauthorized', async ({ page }) => {
        await openAs(page, demoAccounts[role], '/clients');
        await expect(page).toHaveURL(/\/unauthorized$/);
        await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
        await expectNoSeriousViolations(page, '/unauthorized as EMPLOYEE');
      });
    }
  });
}

test.describe('dialogs and their validation errors', () => {
  test('Add New Employee', async ({ page }) => {
    await openPage(page, 'ADMIN', '/employees', 'Employees');
    await page.getByRole('button', { name: 'Add Employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Employee' });
    await expect(dialog.getByLabel('First Name')).toBeVisible();
    await expectNoSeriousViolations(page, 'Add New Employee');

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectErrorLinked(dialog.getByLabel('First Name'), 'First Name is required');
    await expectErrorLinked(dialog.getByLabel('Work Email'), 'Work Email is required');
    await expectErrorLinked(dialog.getByRole('combobox', { name: 'Department' }), 'Department is required');
    await expectNoSeriousViolations(page, 'Add New Employee with errors');
  });

  test('Add New Client', async ({ page }) => {
    await openPage(page, 'ADMIN', '/clients', 'Clients');
    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Client' });
    await expect(dialog.getByLabel('Name')).toBeVisible();
    await expectNoSeriousViolations(page, 'Add New Client');

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectErrorLinked(dialog.getByLabel('Name', { exact: true }), 'Name is required');
    await expectNoSeriousViolations(page, 'Add New Client with errors');
  });

  test('Add New Project', async ({ page }) => {
    await openPage(page, 'ADMIN', '/projects', 'Projects');
    await page.getByRole('button', { name: 'Add Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Project' });
    await expect(dialog.getByLabel('Project Name')).toBeVisible();
    await expectNoSeriousViolations(page, 'Add New Project');

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectErrorLinked(dialog.getByLabel('Project Name'), 'Project name is required');
    await expectErrorLinked(dialog.getByRole('combobox', { name: 'Client' }), 'Client is required');
    await expectNoSeriousViolations(page, 'Add New Project with errors');
  });

  test('Add New Allocation', async ({ page }) => {
    await openPage(page, 'ADMIN', '/allocations', 'Allocations');
    await page.getByRole('button', { name: 'Add Allocation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Allocation' });
    await expect(dialog.getByRole('combobox', { name: 'Project' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Add New Allocation');

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectErrorLinked(dialog.getByRole('combobox', { name: 'Project' }), 'Project is required');
    await expectErrorLinked(dialog.getByLabel('Start Date'), 'Start date is required');
    await expectErrorLinked(dialog.getByLabel('End Date'), 'End date is required');
    await expect(dialog.getByText('At least one employee is required')).toBeVisible();
    await expectNoSeriousViolations(page, 'Add New Allocation with errors');
  });

  test('Add Holiday', async ({ page }) => {
    await openPage(page, 'ADMIN', '/holidays', 'Public Holidays');
    await page.getByRole('button', { name: 'Add Holiday' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Holiday' });
    await expect(dialog.getByLabel('Date')).toBeVisible();
    await expectNoSeriousViolations(page, 'Add Holiday');

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectErrorLinked(dialog.getByLabel('Date'), 'Date is required');
    await expectErrorLinked(dialog.getByLabel('Name'), 'Name is required');
    await expectNoSeriousViolations(page, 'Add Holiday with errors');
  });

  test('Import Holidays from CSV', async ({ page }) => {
    await openPage(page, 'ADMIN', '/holidays', 'Public Holidays');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await expect(page.getByRole('dialog', { name: 'Import Holidays from CSV' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Import Holidays from CSV');
  });

  for (const role of ['ADMIN', 'EMPLOYEE'] as const) {
    test(`Add New Timesheet as ${role}`, async ({ page }) => {
      await openPage(page, role, '/timesheets', 'Timesheets');
      await page.getByRole('button', { name: 'Add Timesheet' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Timesheet' });
      await expect(dialog.getByLabel('Description')).toBeVisible();
      await expectNoSeriousViolations(page, `Add New Timesheet as ${role}`);

      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectErrorLinked(dialog.getByRole('combobox', { name: 'Project Name' }), 'Project is required.');
      await expectErrorLinked(dialog.getByLabel('Date'), 'Date is required.');
      await expectErrorLinked(dialog.getByLabel('Hours'), 'Hours are required.');
      await expectErrorLinked(dialog.getByLabel('Description'), 'Description is required.');
      await expectNoSeriousViolations(page, `Add New Timesheet with errors as ${role}`);
    });
  }

  test('Edit Employee from My Profile', async ({ page }) => {
    await openPage(page, 'EMPLOYEE', '/profile', 'My Profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Employee' });
    await expect(dialog.getByLabel('First Name')).toBeVisible();
    await expectNoSeriousViolations(page, 'Edit Employee from My Profile');

    await dialog.getByLabel('First Name').fill('');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expectErrorLinked(dialog.getByLabel('First Name'), 'First Name is required');
    await expectNoSeriousViolations(page, 'Edit Employee from My Profile with errors');
  });
});

test.describe('keyboard', () => {
  // With antd's motion, as most people see the portal: a dialog's focus handling waits for its opening and closing
  // animations. The scans above run, like the other specs, as a person who prefers reduced motion
  // (playwright.config.ts): axe reads the page once its animations have ended (waitForAnimations), the same either way.
  test.use({ reducedMotion: 'no-preference' });

  test('the sign-in form submits with Enter', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill(demoAccounts.ADMIN);
    await page.getByLabel('Password', { exact: true }).fill(process.env.DEMO_PASSWORD ?? 'Passw0rd!');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/clients$/);
  });

  test('the show/hide password toggle is reached with Tab and works with Enter', async ({ page }) => {
    await page.goto('/signin');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('a secret');
    await password.press('Tab');
    const toggle = page.getByRole('button', { name: 'Show' });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the side navigation is reached with Tab and followed with Enter', async ({ page }) => {
    await openPage(page, 'MANAGER', '/clients', 'Clients');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const [label, heading] of [['Projects', 'Projects'], ['Allocations', 'Allocations'], ['Timesheets', 'Timesheets']] as const) {
      await page.locator('body').focus();
      await tabTo(page, nav.getByRole('link', { name: label }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${label.toLowerCase()}$`));
      await waitForContent(page, heading);
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('the user menu opens and signs out with the keyboard', async ({ page }) => {
    // Signed in through the page: signing out revokes the session, which must not be openAs()'s kept one.
    await signIn(page, demoAccounts.EMPLOYEE);
    await waitForContent(page, 'My Profile');
    const menuButton = page.getByRole('banner').getByRole('button');
    await page.locator('body').focus();
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const logout = page.getByRole('menuitem', { name: 'Logout' });
    const menu = page.getByRole('menu').filter({ has: logout });
    await expect(logout).toBeVisible();
    await expect.poll(() => isFocusedWithin(menu)).toBe(true);

    // Escape closes the menu and puts the focus back on its button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect.poll(() => isFocusedWithin(menu)).toBe(true);
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(logout).toBeFocused({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signin$/);
  });

  const DIALOGS = [
    { role: 'ADMIN', path: '/employees', heading: 'Employees', button: 'Add Employee', dialog: 'Add New Employee' },
    { role: 'ADMIN', path: '/clients', heading: 'Clients', button: 'Add Client', dialog: 'Add New Client' },
    { role: 'ADMIN', path: '/projects', heading: 'Projects', button: 'Add Project', dialog: 'Add New Project' },
    { role: 'MANAGER', path: '/allocations', heading: 'Allocations', button: 'Add Allocation', dialog: 'Add New Allocation' },
    { role: 'EMPLOYEE', path: '/timesheets', heading: 'Timesheets', button: 'Add Timesheet', dialog: 'Add New Timesheet' },
    { role: 'EMPLOYEE', path: '/profile', heading: 'My Profile', button: 'Edit', dialog: 'Edit Employee' },
  ] as const;

  for (const entry of DIALOGS) {
    test(`${entry.dialog} opens with Enter, keeps the focus inside, closes with Escape and gives the focus back`, async ({ page }) => {
      await openPage(page, entry.role, entry.path, entry.heading);
      const opener = page.getByRole('main').getByRole('button', { name: entry.button, exact: true });
      await page.locator('body').focus();
      await tabTo(page, opener, 60);
      await page.keyboard.press('Enter');

      const dialog = page.getByRole('dialog', { name: entry.dialog });
      await expect(dialog).toBeVisible();
      await waitForAnimations(page);
      await expect.poll(() => isFocusedWithin(dialog)).toBe(true);

      // Backwards from the start, then once round: the focus never reaches the page behind the dialog.
      await expectFocusKeptIn(page, dialog, { backwards: 3 });
      await expect.poll(() => isFocusedWithin(dialog)).toBe(true);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }

  test('the employee dialog stays open on an outside click but closes with its Close button', async ({ page }) => {
    await openPage(page, 'ADMIN', '/employees', 'Employees');
    const opener = page.getByRole('button', { name: 'Add Employee' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Add New Employee' });
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('row actions are buttons with names, reachable with Tab', async ({ page }) => {
    await openPage(page, 'ADMIN', '/clients', 'Clients');
    const firstView = page.getByRole('button', { name: /^View / }).first();
    await page.locator('body').focus();
    await tabTo(page, firstView, 80);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'View Client' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(firstView).toBeFocused();
  });
});
