import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccounts, openAs } from '../support/sign-in';
import { expectNoSeriousViolations } from '../support/axe';
import { PHONE, expectNoHorizontalOverflow, keepScreenshot } from '../support/viewports';

test.use(PHONE);

/** The element's box lies wholly inside the viewport: reachable without scrolling the page. */
async function expectWithinViewport(page: Page, element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(viewport.height + 0.5);
}

test('on a phone the Add Employee dialog fills the screen, keeps Save in reach and asks for the right keyboards', async ({ page }, testInfo) => {
  await openAs(page, demoAccounts.ADMIN, '/employees');
  await page.getByRole('button', { name: 'Add Employee' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add New Employee')).toBeVisible();

  // Full-screen: the dialog's frame is the viewport, with no margin around it.
  const frame = dialog.locator('.ant-modal-container');
  await expect(async () => {
    const box = await frame.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  }).toPass();
  const save = dialog.getByRole('button', { name: 'Save' });
  await expectWithinViewport(page, save, 'Save');
  await expectWithinViewport(page, dialog.getByRole('button', { name: 'Cancel' }), 'Cancel');
  await keepScreenshot(page, testInfo, 'add-employee-390x844');
  await expectNoSeriousViolations(page, 'Add New Employee on a phone');

  await expect(dialog.getByLabel('Work Email')).toHaveAttribute('inputmode', 'email');
  await expect(dialog.getByLabel('Personal Email')).toHaveAttribute('inputmode', 'email');
  await expect(dialog.getByLabel('Phone', { exact: true })).toHaveAttribute('inputmode', 'tel');
  await expect(dialog.getByLabel('Emergency Number')).toHaveAttribute('inputmode', 'tel');
  await expect(dialog.getByLabel('Weekly Hours')).toHaveAttribute('inputmode', 'decimal');

  // The fields scroll inside the dialog, under a Save that stays where it is.
  const saveBefore = await save.boundingBox();
  await dialog.getByLabel('Emergency Number').scrollIntoViewIfNeeded();
  await dialog.getByLabel('Emergency Number').fill('555 0100');
  expect(await save.boundingBox()).toEqual(saveBefore);
  await expectNoHorizontalOverflow(page, 'Add New Employee on a phone');

  // A date is tapped in a calendar that fits the screen; the field does not bring up the keyboard.
  const dob = dialog.getByLabel('Date of Birth');
  await expect(dob).toHaveAttribute('readonly', '');
  await dob.click();
  const calendar = page.locator('.ant-picker-dropdown:visible');
  await expect(calendar).toBeVisible();
  await expectWithinViewport(page, calendar.locator('.ant-picker-panel-container'), 'the calendar');
  await keepScreenshot(page, testInfo, 'date-of-birth-calendar-390x844');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  // With less height (what a keyboard that resizes the page leaves), Save is still on screen.
  await page.setViewportSize({ width: 390, height: 480 });
  await dialog.getByLabel('Phone', { exact: true }).focus();
  await expect(async () => expectWithinViewport(page, save, 'Save with the keyboard open')).toPass();
  await keepScreenshot(page, testInfo, 'add-employee-390x480');
});

test('on a phone the sign-in page asks for the e-mail keyboard', async ({ page }, testInfo) => {
  await page.goto('/signin');
  await expect(page.getByLabel('Email')).toHaveAttribute('inputmode', 'email');
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await keepScreenshot(page, testInfo, 'sign-in-390x844');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('inputmode', 'email');
});
