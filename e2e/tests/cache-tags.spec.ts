import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, demoAccounts, openAs } from '../support/sign-in';
import { pickDate } from '../support/pick-date';

// Hours a day nobody else is given in the demo, so the row is this test's allocation.
const HOURS = 1.25;
const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const shown = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

type Allocation = { id: number; userName: string; projectName: string; plannedToDate: number };

/** The admin's calls to the API, with its token. */
function adminApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async get<T>(url: string): Promise<T> {
      const answer = await request.get(url, { headers });
      expect(answer.status(), url).toBe(200);
      return (await answer.json()) as T;
    },
    async post<T>(url: string, data: object): Promise<T> {
      const answer = await request.post(url, { headers, data });
      expect(answer.status(), `${url}: ${await answer.text()}`).toBe(201);
      return (await answer.json()) as T;
    },
    delete: (url: string) => request.delete(url, { headers }),
  };
}

// Issue 36 point 3: each list's cache tags come from the tables the API reads it from, so a write on one page
// refreshes what another page shows from that table, without a reload.
test('a holiday added on the Holidays page lowers the planned-to-date figures on Allocations, without a reload', async ({ page }) => {
  test.setTimeout(150_000);
  const api = adminApi(page.request, await apiToken(page.request, demoAccounts.ADMIN));
  const me = await page.request.get('/api/v1/users/currentuser', { headers: { Authorization: `Bearer ${await apiToken(page.request, demoAccounts.EMPLOYEE)}` } });
  const employee = (await me.json()) as { id: number; firstName: string; lastName: string };
  const projects = await api.get<{ data: { id: number; status: string }[] }>('/api/v1/projects?limit=100');
  const project = projects.data.find((candidate) => candidate.status === 'IN_PROGRESS') ?? projects.data[0]!;
  const today = Date.now();
  const [allocation] = await api.post<Allocation[]>('/api/v1/allocations/bulk', {
    users: [{ userId: employee.id, allocationHours: HOURS }], projectId: project.id, startDate: isoDay(today - 28 * DAY_MS), endDate: isoDay(today + 28 * DAY_MS),
  });
  const plannedAsOf = async (asOf: string) =>
    (await api.get<{ data: Allocation[] }>(`/api/v1/allocations?limit=100&searchInput=${encodeURIComponent(employee.lastName)}&asOf=${asOf}`)).data.find(
      (row) => row.id === allocation!.id,
    )!.plannedToDate;
  // A recent day the allocation plans hours on (a weekday that is not a holiday or the person's time off already).
  let holiday: string | undefined;
  for (let daysAgo = 1; daysAgo < 20 && !holiday; daysAgo += 1) {
    const day = isoDay(today - daysAgo * DAY_MS);
    if ((await plannedAsOf(day)) - (await plannedAsOf(isoDay(today - (daysAgo + 1) * DAY_MS))) === HOURS) holiday = day;
  }
  expect(holiday, 'a working day of the allocation in the last weeks').toBeDefined();
  const holidayId = { value: undefined as number | undefined };
  try {
    await openAs(page, demoAccounts.ADMIN, `/allocations?search=${encodeURIComponent(employee.lastName)}`);
    const row = page.getByRole('row', { name: new RegExp(`${employee.firstName}.*${allocation!.projectName}.*\\b${HOURS}\\b`) });
    const planned = allocation!.plannedToDate;
    await expect(row.getByLabel(`Planned to date ${planned} h`, { exact: false })).toBeVisible();

    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Holidays' }).click();
    await page.getByRole('button', { name: 'Add Holiday' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Holiday' });
    await pickDate(dialog.getByLabel('Date'), shown(holiday!));
    await dialog.getByLabel('Name').fill('Cache tag day');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Holiday added')).toBeVisible();
    const holidays = await api.get<{ data: { id: number; date: string }[] }>(`/api/v1/holidays?from=${holiday}&to=${holiday}`);
    holidayId.value = holidays.data.find((entry) => entry.date === holiday)?.id;

    // Back to the same list (its search is in the URL): the page's cached answer, unless its tags were invalidated.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Allocations' })).toBeVisible();
    await expect(row.getByLabel(`Planned to date ${Math.round((planned - HOURS) * 100) / 100} h`, { exact: false })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument), 'no reload').toBe(true);
  } finally {
    if (holidayId.value !== undefined) await api.delete(`/api/v1/holidays/${holidayId.value}`);
    await api.delete(`/api/v1/allocations/${allocation!.id}`);
  }
});
