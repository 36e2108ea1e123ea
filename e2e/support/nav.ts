import { expect, type Page } from '@playwright/test';

// Tests that visit several pages move between them as a person does, through the nav: a page opened with page.goto
// loads the whole portal again (the shell, antd, the remote), several times the browser's work of a move within it.

/** The side nav (on a tablet, its icons); on a phone it is in the drawer instead. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** A page of the side nav: its entry's label, its path and its heading. */
export type NavPage = { path: string; label: string; heading: string };

/** Waits until `target` is the page shown: its path in the address bar and its heading on screen. */
async function expectOpen(page: Page, { path, heading }: NavPage) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

/** Opens a page from the phone's nav drawer (below antd's `md`); the drawer has closed once the page is shown. */
export async function openFromPhoneDrawer(page: Page, target: NavPage) {
  await page.getByRole('banner').getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await drawer.getByRole('link', { name: target.label, exact: true }).click();
  await expect(drawer).toBeHidden();
  await expectOpen(page, target);
}

/** Opens a page from the tablet's icon nav, then moves the pointer off it so that its tooltip is not in the way. */
export async function openFromTabletNav(page: Page, target: NavPage) {
  await mainNav(page).getByRole('link', { name: target.label, exact: true }).click();
  await page.mouse.move(600, 600);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expectOpen(page, target);
}
