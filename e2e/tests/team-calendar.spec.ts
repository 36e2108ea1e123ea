import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { apiToken, demoAccounts, openAs } from '../support/sign-in';
import { pickOption } from '../support/select-option';
import { expectNoHorizontalOverflow, PHONE } from '../support/viewports';

// Issue 38, point 5: the team calendar. The demo employee (Priya Sharma) reports to the demo manager (Marcus Reed);
// each test has her ask for a day of sick leave of its own, far enough on that no other spec's requests share it, and
// withdraws it at the end.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A Tuesday `weeks` weeks after this week's, YYYY-MM-DD (UTC). */
function tuesdayIn(weeks: number): string {
  const today = new Date();
  const monday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7));
  return new Date(monday + (7 * weeks + 1) * 86_400_000).toISOString().slice(0, 10);
}

/** The date as the calendar says it: 'Tuesday 5 January'. */
function longDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

type Asked = { id: number; date: string; withdraw: () => Promise<void> };

/** Priya asks for sick leave on a Tuesday between 40 and 51 weeks on, one the run has not used. */
async function askForADay(request: APIRequestContext, slot: number): Promise<Asked> {
  const headers = { authorization: `Bearer ${await apiToken(request, demoAccounts.EMPLOYEE)}` };
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const date = tuesdayIn(40 + ((slot + attempt * 3) % 12));
    const answer = await request.post('/api/v1/leave-requests', { headers, data: { leaveType: 'SICK', startDate: date, endDate: date, note: 'Team calendar spec' } });
    if (answer.status() === 400) continue;
    expect(answer.status(), await answer.text()).toBe(201);
    const { id } = ((await answer.json()) as { request: { id: number } }).request;
    return { id, date, withdraw: async () => void (await request.post(`/api/v1/leave-requests/${id}/withdraw`, { headers })) };
  }
  throw new Error('no free Tuesday for the team calendar spec');
}

const footer = (page: Page) => page.getByText(/of \d+ people/);

test("a manager sees his team's month with a report's pending request, and moves between months", async ({ page }) => {
  const asked = await askForADay(page.request, 0);
  await openAs(page, demoAccounts.MANAGER, '/clients');
  await page.getByRole('navigation').getByRole('link', { name: 'Team calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Team calendar' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Marcus Reed/ })).toBeVisible();

  const month = asked.date.slice(0, 7);
  await page.goto(`/team-calendar?month=${month}`);
  const priya = page.getByRole('row', { name: /Priya Sharma/ });
  await expect(priya.getByText(`Priya Sharma, ${longDate(asked.date)}: Pending sick leave`)).toBeAttached();
  await expect(page.getByText(`${MONTHS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`)).toBeVisible();
  await expect(page.getByText('Pending request')).toBeVisible();
  await expectNoSeriousViolations(page, 'Team calendar, a manager\'s team');

  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).not.toHaveURL(new RegExp(`month=${month}`));
  await expect(priya.getByText(`Priya Sharma, ${longDate(asked.date)}`)).toHaveCount(0);
  await page.getByRole('region', { name: /Page Up and Page Down/ }).press('PageUp');
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  await expect(priya.getByText(`Priya Sharma, ${longDate(asked.date)}: Pending sick leave`)).toBeAttached();
  await asked.withdraw();
});

test('an admin sees everyone, then one department, kept in the URL', async ({ page }) => {
  await openAs(page, demoAccounts.ADMIN, '/team-calendar');
  await expect(page.getByRole('heading', { name: 'Team calendar' })).toBeVisible();
  const filters = page.locator('main');
  await pickOption(page, filters, page.getByRole('combobox', { name: 'Whose calendar' }), 'Everyone');
  await expect(page).toHaveURL(/scope=all/);
  await expect(footer(page)).toContainText(/of [4-9]\d people/);
  await pickOption(page, filters, page.getByRole('combobox', { name: 'Whose calendar' }), 'A department');
  await pickOption(page, filters, page.getByRole('combobox', { name: 'Department' }), 'Sales');
  await expect(page).toHaveURL(/scope=department/);
  await expect(page).toHaveURL(/departmentId=2/);
  // Until Sales' month arrives the table keeps everyone's rows under its spinner (seen in CI: Operations read): wait
  // for a row of anyone outside Sales to go, then for a Sales row.
  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows.filter({ hasNotText: 'Sales' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Sales');
  await expectNoSeriousViolations(page, 'Team calendar, a department');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Department' })).toBeVisible();
  await expect(filters.getByTitle('Sales')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the month is a list of the days someone is away, and who', async ({ page }) => {
    const asked = await askForADay(page.request, 6);
    await openAs(page, demoAccounts.MANAGER, `/team-calendar?month=${asked.date.slice(0, 7)}`);
    const day = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: longDate(asked.date) }) });
    await expect(day.getByText('Priya Sharma: Pending sick leave')).toBeVisible();
    await expect(page.getByText(/of \d+ people/)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousViolations(page, 'Team calendar on a phone');
    await asked.withdraw();
  });
});
