import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { openAs, demoAccounts } from '../support/sign-in';
import { pickOption } from '../support/select-option';
import { projectWithoutRow, weekdayWithMostRoom } from '../support/timesheets';
import { PHONE, TABLET, expectNoHorizontalOverflow, keepScreenshot } from '../support/viewports';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Mon 23 Nov', as the week names a day (ICU's en-GB would say 'Sept'). */
const shortDay = (date: Date) => `${WEEKDAYS[date.getDay()]} ${date.getDate()} ${MONTHS[date.getMonth()]}`;

/** Last week's ISO week ('2026-W47'), whose days are always in the past; in the browser's (and this machine's) time zone. */
function lastWeek(): string {
  const today = new Date();
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7) - 7);
  const thursday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 3);
  const dayOfYear = (Date.UTC(thursday.getFullYear(), thursday.getMonth(), thursday.getDate()) - Date.UTC(thursday.getFullYear(), 0, 1)) / 86_400_000;
  const number = Math.floor(dayOfYear / 7) + 1;
  return `${thursday.getFullYear()}-W${String(number).padStart(2, '0')}`;
}

/**
 * A new entry for the employee: last week's working day with the fewest hours, an open project without a row that
 * week, a description of its own.
 */
async function newEntryFor(request: APIRequestContext, label: string) {
  const week = lastWeek();
  const [year, month, dayOfMonth] = (await weekdayWithMostRoom(request, demoAccounts.EMPLOYEE, week)).split('-').map(Number);
  const date = new Date(year!, month! - 1, dayOfMonth);
  const project = await projectWithoutRow(request, demoAccounts.EMPLOYEE, week);
  return { week, date, day: shortDay(date), project, description: `E2E ${label} ${Date.now()}` };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The list (as cards or as a table) filtered to `description`, as its URL keeps the search: the one entry has `hours`. */
async function expectInList(page: Page, projectName: string, description: string, hours: string) {
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL(/\/timesheets$/);
  await page.goto(`/timesheets?search=${encodeURIComponent(description)}`);
  const entry = page.getByRole('listitem').or(page.getByRole('row')).filter({ hasText: projectName });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(hours);
}

// The week is shown day by day below lg: at 768 px the grid would scroll sideways from Friday on.
for (const [name, device] of [
  ['phone', PHONE],
  ['tablet', TABLET],
] as const) {
  test.describe(`${name}, ${device.viewport.width} × ${device.viewport.height}`, () => {
    test.use(device);

    test('an employee adds an entry to a past day through the day view, edits its hours, and finds it in the list', async ({ page, request }, testInfo) => {
      // Two saves, a list search and an axe scan on a shared 2-core machine: it passed every step yet ran past 120 s once.
      test.slow();
      const { week, date, day, project, description } = await newEntryFor(request, name);

      await openAs(page, demoAccounts.EMPLOYEE, '/timesheets');
      // No grid on a phone or tablet (seven columns do not fit): the switch offers the day view in its place.
      await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Day', exact: true }).click();
      await expect(page).toHaveURL(/view=week&week=\d{4}-W\d{2}/);
      await expect(page.getByRole('group', { name: 'Days of the week' })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await expectNoHorizontalOverflow(page, `the day view of this week (${name})`);
      await keepScreenshot(page, testInfo, 'day-view-this-week');

      await page.getByRole('button', { name: 'Previous week' }).click();
      await expect(page).toHaveURL(new RegExp(`week=${week}$`));
      await page.getByRole('button', { name: new RegExp(`^${day}:`) }).click();
      await expect(page.getByRole('heading', { level: 3 })).toContainText(String(date.getDate()));
      await page.getByRole('button', { name: 'Add entry' }).click();
      const newEntry = page.getByRole('group', { name: 'New entry' });
      await pickOption(page, newEntry, page.getByRole('combobox', { name: 'Project for the new entry' }), new RegExp(`^${escaped(project.name)}`), project.name);
      await page.getByRole('textbox', { name: 'Description for the new entry' }).fill(description);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const hours = page.getByRole('textbox', { name: `Hours for ${project.name} on ${day}` });
      await expect(hours).toBeFocused();
      await expect(hours).toHaveAttribute('inputmode', 'decimal');
      await page.keyboard.type('7,5');
      await keepScreenshot(page, testInfo, 'day-view-entry-typed');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Week saved')).toBeVisible();
      await expect(hours).toHaveValue('7.5');

      // Edit: a day away and back keeps the typed hours (one draft for the week); Save is a touch-sized target.
      await hours.fill('6:15');
      await page.getByRole('button', { name: 'Next day' }).click();
      await expect(hours).toHaveCount(0);
      await page.getByRole('button', { name: 'Previous day' }).click();
      await expect(hours).toHaveValue('6:15');
      const save = page.getByRole('button', { name: 'Save' });
      const saveBox = await save.boundingBox();
      expect(saveBox?.height ?? 0).toBeGreaterThanOrEqual(44);
      await save.click();
      await expect(page.getByText('Week saved').first()).toBeVisible();
      await expect(hours).toHaveValue('6.25');
      await expectNoHorizontalOverflow(page, `the day view of last week (${name})`);
      await keepScreenshot(page, testInfo, 'day-view-saved');
      await expectNoSeriousViolations(page, `the day view (${name})`);

      await expectInList(page, project.name, description, '6.25');
      await expectNoHorizontalOverflow(page, `the list with the entry (${name})`);
      await keepScreenshot(page, testInfo, 'list-with-entry');
    });
  });
}
