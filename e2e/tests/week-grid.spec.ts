import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { apiToken, demoAccounts, openAs } from '../support/sign-in';
import { openProject, searchFor } from '../support/timesheets';

/** The ISO week ('2026-W48') and its Monday, `weeksAgo` weeks before this one. */
function pastWeek(weeksAgo: number): { week: string; monday: Date } {
  const today = new Date();
  const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7) - 7 * weeksAgo));
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const number = Math.floor((thursday.getTime() - yearStart) / (7 * 86_400_000)) + 1;
  return { week: `${thursday.getUTCFullYear()}-W${String(number).padStart(2, '0')}`, monday };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Mon 23 Nov', as the grid names a day (ICU's en-GB would say 'Sept'). */
const shortDay = (date: Date) => `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;

test('an employee fills a week with the keyboard only, saves it, and finds the entries in the list; an admin in All Timesheets', async ({ page, request }) => {
  const project = await openProject(request);
  // Far enough back that the demo data (the last three months) left the week empty; a different one each run.
  const { week, monday } = pastWeek(30 + (Date.now() % 40));
  const description = `E2E week ${Date.now()}`;
  const days = Array.from({ length: 5 }, (_, i) => shortDay(new Date(monday.getTime() + i * 86_400_000)));

  await openAs(page, demoAccounts.EMPLOYEE, '/timesheets');
  await page.getByRole('button', { name: 'Week' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/view=week&week=\d{4}-W\d{2}/);
  // The same view for another week is a link away.
  await page.goto(`/timesheets?view=week&week=${week}`);
  await expect(page.getByText('No entries this week')).toBeVisible();

  const picker = page.getByRole('combobox', { name: 'Add a row for project' });
  await picker.focus();
  await page.keyboard.type(project.name);
  await expect(page.locator('.ant-select-dropdown:visible').getByTitle(new RegExp(`^${project.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).first()).toBeVisible();
  await page.keyboard.press('Enter');
  const cell = (day: string) => page.getByRole('textbox', { name: `Hours for ${project.name} on ${day}` });
  // Back from the picker to the new row's Sunday, along the row to Monday, back again to the description.
  await expect(cell(days[0]!)).toBeVisible();
  // As a person waits for the list to close: while it is open, Tab picks its active option rather than moving on.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  for (let day = 0; day < 6; day += 1) await page.keyboard.press('ArrowLeft');
  await expect(cell(days[0]!)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('textbox', { name: `Description for ${project.name}` })).toBeFocused();
  await page.keyboard.type(description);
  await page.keyboard.press('Tab');
  for (const typed of ['7.5', '7,5', '7:30', '8', '6']) {
    await page.keyboard.type(typed);
    await page.keyboard.press('Tab');
  }
  await expect(cell(days[2]!)).toHaveValue('7:30');
  const total = page.getByRole('rowheader', { name: 'Total' }).locator('xpath=..');
  await expect(total).toContainText('36.5 of');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Week saved')).toBeVisible();
  await expect(cell(days[2]!)).toHaveValue('7.5');
  await expect(page.getByRole('button', { name: 'Discard changes' })).toBeDisabled();

  await page.getByRole('button', { name: 'List' }).focus();
  await page.keyboard.press('Enter');
  await searchFor(page, description);
  await expect(page.getByText('5 timesheets').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: project.name })).toHaveCount(5);
  // For a look at the marks (approved, rejected, holidays, future days): last week of the demo data.
  await page.goto(`/timesheets?view=week&week=${pastWeek(1).week}`);
  await expect(page.getByRole('table', { name: /^Hours for the week/ })).toBeVisible();

  await openAs(page, demoAccounts.ADMIN, '/timesheets');
  await expect(page.getByRole('tab', { name: 'Timesheets' })).toHaveAttribute('aria-selected', 'true');
  await searchFor(page, description);
  await expect(page.getByText('5 timesheets').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Submitted' })).toHaveCount(5);
});

test('approved entries are locked, rejected ones give their reason, holidays are marked, and a week changed elsewhere reloads keeping what was typed', async ({ page, request }) => {
  const project = await openProject(request);
  const { week, monday } = pastWeek(75 + (Date.now() % 40));
  const dates = Array.from({ length: 7 }, (_, i) => new Date(monday.getTime() + i * 86_400_000));
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const employee = { authorization: `Bearer ${await apiToken(request, demoAccounts.EMPLOYEE)}` };
  const admin = { authorization: `Bearer ${await apiToken(request, demoAccounts.ADMIN)}` };
  const url = `/api/v1/me/timesheets/weeks/${week}`;
  const saveWeek = async (cells: Record<string, { id?: number; hours: number | null }>) => {
    const { version } = (await (await request.get(url, { headers: employee })).json()) as { version: string };
    const answer = await request.put(url, { headers: employee, data: { version, rows: [{ projectId: project.id, description: `E2E marks ${week}`, cells }] } });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as { rows: { cells: Record<string, { id: number }> }[] };
  };
  const saved = await saveWeek({ [iso(dates[0]!)]: { hours: 4 }, [iso(dates[1]!)]: { hours: 3 }, [iso(dates[2]!)]: { hours: 2 } });
  const idOn = (date: Date) => saved.rows[0]!.cells[iso(date)]!.id;
  expect((await request.patch(`/api/v1/timesheets/${idOn(dates[0]!)}/status`, { headers: admin, data: { status: 'APPROVED' } })).status()).toBe(200);
  const rejected = await request.patch(`/api/v1/timesheets/${idOn(dates[1]!)}/status`, { headers: admin, data: { status: 'REJECTED', reason: 'Wrong project code' } });
  expect(rejected.status()).toBe(200);
  const holiday = await request.post('/api/v1/holidays', { headers: admin, data: { date: iso(dates[3]!), name: 'E2E Founders Day' } });
  expect(holiday.status()).toBe(201);

  await openAs(page, demoAccounts.EMPLOYEE, `/timesheets?view=week&week=${week}`);
  const cell = (date: Date) => page.getByRole('textbox', { name: `Hours for ${project.name} on ${shortDay(date)}` });
  await expect(cell(dates[0]!)).toHaveAttribute('aria-readonly', 'true');
  await expect(cell(dates[0]!)).toHaveJSProperty('readOnly', true);
  await expect(cell(dates[1]!)).toHaveAccessibleDescription(/Rejected: Wrong project code/);
  await expect(page.getByRole('columnheader', { name: new RegExp(`${shortDay(dates[3]!)}.*E2E Founders Day`) })).toBeVisible();
  await expectNoSeriousViolations(page, 'week grid with approved, rejected and holiday marks');

  // Someone else changes the week while the person types: the save is refused, Reload keeps the typed hours.
  await cell(dates[4]!).focus();
  await page.keyboard.type('5');
  await saveWeek({ [iso(dates[2]!)]: { id: idOn(dates[2]!), hours: 6 } });
  await page.keyboard.press('Enter');
  await expect(page.getByText(/changed elsewhere/)).toBeVisible();
  await page.getByRole('button', { name: 'Reload' }).focus();
  await page.keyboard.press('Enter');
  await expect(cell(dates[2]!)).toHaveValue('6');
  await expect(cell(dates[4]!)).toHaveValue('5');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Week saved')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Total' }).locator('xpath=..')).toContainText('18 of');

  // This week: the days after today take no hours.
  await page.getByRole('button', { name: 'This week' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: /^Hours for the week/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'week grid of this week');

  // The week picker's weeks are ISO weeks too: Monday first.
  await page.getByLabel('Pick a week').click();
  const panel = page.locator('.ant-picker-dropdown:visible');
  await expect(panel.locator('thead th').nth(1)).toHaveText('Mo');
  const lastWeek = pastWeek(1);
  await panel.locator(`td[title="${iso(lastWeek.monday)}"]`).click();
  await expect(page).toHaveURL(new RegExp(`week=${lastWeek.week}$`));
  await expect(page.getByText(`${lastWeek.monday.getUTCDate()} ${MONTHS[lastWeek.monday.getUTCMonth()]}`, { exact: false }).first()).toBeVisible();
});
