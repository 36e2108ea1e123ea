import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, demoAccounts, openAs } from '../support/sign-in';

type Kind = 'text' | 'date';
type SortCase = {
  list: string;
  account: string;
  path: string;
  column: string;
  orderBy: string;
  kind: Kind;
  /** Filters to open the list with, so the first page holds different values of the column. */
  narrow?: (request: APIRequestContext) => Promise<string>;
};

// On each list a column other than its default sort, so the three clicks read asc, desc, asc, and one where the
// order is plain to check: names compare by their lower-case text, dates by the day.
const LISTS: SortCase[] = [
  { list: 'Employees', account: demoAccounts.ADMIN, path: '/employees', column: 'Last Name', orderBy: 'lastName', kind: 'text' },
  { list: 'Clients', account: demoAccounts.ADMIN, path: '/clients', column: 'City', orderBy: 'city', kind: 'text' },
  { list: 'Projects', account: demoAccounts.ADMIN, path: '/projects', column: 'Start Date', orderBy: 'startDate', kind: 'date' },
  { list: 'Allocations', account: demoAccounts.MANAGER, path: '/allocations', column: 'Last Name', orderBy: 'lastName', kind: 'text' },
  // Everyone's entries: one person's fill the first pages of any order, so the list is narrowed to one busy day.
  { list: 'Timesheets', account: demoAccounts.ADMIN, path: '/timesheets', column: 'Last Name', orderBy: 'lastName', kind: 'text', narrow: busiestDay },
  { list: 'My Timesheet', account: demoAccounts.EMPLOYEE, path: '/timesheets', column: 'Date', orderBy: 'date', kind: 'date' },
];

/** The value the API sorts a cell by: lower() of the text, or the day; null for an empty cell. */
function sortKey(kind: Kind, text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (kind === 'date') return `${value.slice(6, 10)}-${value.slice(0, 2)}-${value.slice(3, 5)}`;
  return value.toLowerCase();
}

/**
 * The API's order: the lower-case text compared character by character (lower() under the embedded database's C
 * collation), or the day; ASC puts empty values last and DESC first, so DESC is the exact mirror of ASC.
 */
function sortedKeys(keys: (string | null)[], order: 'asc' | 'desc'): (string | null)[] {
  const ascending = [...keys].sort((a, b) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1));
  return order === 'asc' ? ascending : ascending.reverse();
}

/** The texts of one column's cells on the page shown, found by the column header's position. */
async function columnTexts(page: Page, column: string): Promise<string[]> {
  const headers = page.locator('.ant-table-thead > tr > th');
  const index = (await headers.evaluateAll((cells, name) => cells.findIndex((cell) => cell.getAttribute('aria-label') === name), column)) + 1;
  expect(index).toBeGreaterThan(0);
  return page.locator(`.ant-table-tbody > tr.ant-table-row > td:nth-child(${index})`).allInnerTexts();
}

async function apiList<T>(request: APIRequestContext, token: string, url: string): Promise<T[]> {
  const response = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: T[] }).data;
}

/** `?startDate=…&endDate=…` of the day with the most recent entries among the latest hundred. */
async function busiestDay(request: APIRequestContext): Promise<string> {
  const latest = await apiList<{ date: string }>(request, await apiToken(request, demoAccounts.ADMIN), '/api/v1/timesheets?limit=100&orderBy=date&order=desc');
  const counts = new Map<string, number>();
  for (const { date } of latest) counts.set(date.slice(0, 10), (counts.get(date.slice(0, 10)) ?? 0) + 1);
  const [day] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return `?startDate=${day}&endDate=${day}`;
}

/** My Timesheet needs entries on two days at least to show an order; the demo employee books most days, else two are added. */
async function ensureOwnTimesheets(request: APIRequestContext) {
  const token = await apiToken(request, demoAccounts.EMPLOYEE);
  const own = await apiList<{ date: string }>(request, token, '/api/v1/timesheets/my?limit=10');
  if (new Set(own.map((row) => row.date)).size >= 2) return;
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/v1/users/currentuser', { headers })).json()) as { id: number };
  const [project] = await apiList<{ id: number }>(request, await apiToken(request, demoAccounts.ADMIN), '/api/v1/projects?status=IN_PROGRESS&limit=1');
  for (const daysAgo of [3, 4]) {
    const date = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const created = await request.post('/api/v1/timesheets', {
      headers,
      data: { userId: me.id, projectId: project!.id, date, hours: 2, description: `E2E list sort ${date}` },
    });
    expect(created.status()).toBe(201);
  }
}

for (const { list, account, path, column, orderBy, kind, narrow } of LISTS) {
  test(`${list}: clicking ${column} three times sorts asc, desc, asc, and the URL says so each time`, async ({ page, request }) => {
    test.setTimeout(90_000);
    if (list === 'My Timesheet') await ensureOwnTimesheets(request);
    const query = narrow ? await narrow(request) : '';
    await openAs(page, account, path + query);
    if (list === 'My Timesheet') await expect(page.getByRole('tab', { name: 'My Timesheet' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/^Showing 1-\d+ of \d+ /)).toBeVisible();

    const header = page.getByRole('columnheader', { name: column, exact: true });
    await expect(header).not.toHaveAttribute('aria-sort');
    const shownKeys = async () => (await columnTexts(page, column)).map((text) => sortKey(kind, text));
    // At least two different values on the first page, or asc and desc could not be told apart.
    expect(new Set(await shownKeys()).size).toBeGreaterThan(1);

    for (const order of ['asc', 'desc', 'asc'] as const) {
      await header.click();
      await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ orderBy, order });
      await expect(header).toHaveAttribute('aria-sort', order === 'asc' ? 'ascending' : 'descending');
      await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
      await expect(async () => {
        const keys = await shownKeys();
        expect(keys.length).toBeGreaterThan(1);
        expect(keys).toEqual(sortedKeys(keys, order));
      }).toPass({ timeout: 10_000 });
    }
  });
}

test('a reload and Back show the table the URL describes', async ({ page }) => {
  await openAs(page, demoAccounts.ADMIN, '/employees?pageSize=5&orderBy=lastName&order=desc');
  const lastName = page.getByRole('columnheader', { name: 'Last Name', exact: true });
  await expect(lastName).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByText(/^Showing 1-5 of \d+ users/)).toBeVisible();

  await lastName.click();
  await expect(page).toHaveURL(/\?pageSize=5&orderBy=lastName&order=asc$/);
  await page.reload();
  await expect(lastName).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByText(/^Showing 1-5 of \d+ users/)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\?pageSize=5&orderBy=lastName&order=desc$/);
  await expect(lastName).toHaveAttribute('aria-sort', 'descending');

  await page.goto('/employees?orderBy=password&order=foo&page=-3');
  await expect(page).toHaveURL(/\/employees$/);
  await expect(page.getByRole('columnheader', { name: 'First Name', exact: true })).toHaveAttribute('aria-sort', 'descending');
});

test('a search typed just before leaving a list does not bring the user back to it', async ({ page }) => {
  await openAs(page, demoAccounts.ADMIN, '/clients');
  await expect(page.getByText(/^Showing 1-\d+ of \d+ clients/)).toBeVisible();
  // A slow machine: React takes long enough over the next page for the search's pause to end first.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.getByRole('textbox', { name: 'Search clients' }).fill('Acme');
  // Within the 1 s the Clients search waits after typing (spec §9).
  await page.getByRole('navigation').getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Past the moment the search would have run: the user is still where they went.
  await page.waitForTimeout(1_500);
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});
