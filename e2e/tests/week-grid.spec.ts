import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, demoAccounts, openAs } from '../support/sign-in';

/** The ISO week ('2026-W48') and its Monday, `weeksAgo` weeks before this one. */
function pastWeek(weeksAgo: number): { week: string; monday: Date } {
  const today = new Date();
  const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7) - 7 * weeksAgo));
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const number = Math.floor((thursday.getTime() - yearStart) / (7 * 86_400_000)) + 1;
  return { week: `${thursday.getUTCFullYear()}-W${String(number).padStart(2, '0')}`, monday };
}

const shortDay = (date: Date) => date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).replace(',', '');

/** A project that accepts hours (in progress), as the admin sees it. */
async function openProject(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const token = await apiToken(request, demoAccounts.ADMIN);
  const response = await request.get('/api/v1/projects?status=IN_PROGRESS&limit=1', { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { id: number; name: string }[] }).data[0]!;
}

async function searchFor(page: Page, text: string) {
  await page.getByPlaceholder('Search timesheets...').fill(text);
  await page.getByRole('button', { name: 'Apply' }).click();
}

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
  const descriptionField = page.getByRole('textbox', { name: `Description for ${project.name}` });
  await expect(descriptionField).toBeVisible();
  await descriptionField.focus();
  await page.keyboard.type(description);

  const cell = (day: string) => page.getByRole('textbox', { name: `Hours for ${project.name} on ${day}` });
  await cell(days[0]!).focus();
  for (const typed of ['7.5', '7,5', '7:30', '8', '6']) {
    await page.keyboard.type(typed);
    await page.keyboard.press('Tab');
  }
  await expect(cell(days[2]!)).toHaveValue('7:30');
  const total = page.getByRole('rowheader', { name: 'Total' }).locator('xpath=..');
  await expect(total).toContainText('36.5 of');
  await page.screenshot({ path: '/tmp/week-grid-typed.png', fullPage: true });
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Week saved')).toBeVisible();
  await expect(cell(days[2]!)).toHaveValue('7.5');
  await expect(page.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/week-grid.png', fullPage: true });

  await page.getByRole('button', { name: 'List' }).focus();
  await page.keyboard.press('Enter');
  await searchFor(page, description);
  await expect(page.getByText('5 timesheets').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: project.name })).toHaveCount(5);
  // For a look at the marks (approved, rejected, holidays, future days): last week of the demo data.
  await page.goto(`/timesheets?view=week&week=${pastWeek(1).week}`);
  await expect(page.getByRole('table', { name: /^Hours for the week/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/week-grid-demo.png', fullPage: true });

  await openAs(page, demoAccounts.ADMIN, '/timesheets');
  await expect(page.getByRole('tab', { name: 'Timesheets' })).toHaveAttribute('aria-selected', 'true');
  await searchFor(page, description);
  await expect(page.getByText('5 timesheets').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Submitted' })).toHaveCount(5);
});
