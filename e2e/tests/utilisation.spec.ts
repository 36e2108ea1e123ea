import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pickOption } from '../support/select-option';
import { apiToken, demoAccounts, openAs } from '../support/sign-in';

// The page against GET /api/v1/reports/utilisation on the demo data (about 50 people, three months of timesheets):
// the same report is read through the API with the signed-in person's token, and the heatmap must show its numbers.

type Role = 'ADMIN' | 'MANAGER';
// The parts of the contract's UtilisationReport this test reads (e2e does not depend on the contracts package).
type UtilisationFigures = { capacity: number | null; submitted: number; approved: number; rejected: number; logged: number; utilisation: number | null; planAccuracy: number | null };
type UtilisationReport = { periods: { start: string; end: string }[]; data: { name: string; periods: UtilisationFigures[]; total: UtilisationFigures }[]; total: number };

const heatmapRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

async function apiGet<T>(page: Page, role: Role, url: string): Promise<T> {
  const token = await apiToken(page.request, demoAccounts[role]);
  const answer = await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

const apiReport = (page: Page, role: Role, query: string) => apiGet<UtilisationReport>(page, role, `/api/v1/reports/utilisation?${query}`);

/** What a cell shows first: its percentage ("43.8%"), or a dash where the divisor is zero. */
const cellText = (figures: UtilisationFigures, byProject: boolean) => {
  const percent = byProject ? figures.planAccuracy : figures.utilisation;
  return percent === null ? '—' : `${percent}%`;
};

/** How the page shows a department ('HUMAN_RESOURCES' → 'Human Resources'), as shared-ui's titleCase does. */
const titleCase = (name: string) => name.toLowerCase().split('_').filter(Boolean).map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first `count` rows of the heatmap hold the API's first rows: name, each period's cell and the total. */
async function expectCellsMatch(
  page: Page,
  report: UtilisationReport,
  { count, byProject = false, byDepartment = false }: { count: number; byProject?: boolean; byDepartment?: boolean },
) {
  await expect(heatmapRows(page)).toHaveCount(report.data.length);
  for (const [index, row] of report.data.slice(0, count).entries()) {
    const cells = heatmapRows(page).nth(index).getByRole('cell');
    await expect(cells.first()).toContainText(byDepartment ? titleCase(row.name) : row.name);
    const expected = [...row.periods, row.total].map((figures) => cellText(figures, byProject));
    await expect(cells).toHaveCount(expected.length + 1);
    for (const [column, text] of expected.entries()) {
      await expect(cells.nth(column + 1)).toHaveText(new RegExp(`^${escaped(text)}`));
    }
  }
}

async function openReport(page: Page, role: Role, path: string) {
  await openAs(page, demoAccounts[role], path);
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisation' })).toBeVisible();
  await expect(heatmapRows(page).first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

/** The cell of a row's period as a locator (column 0 is the name). */
const cellOf = (row: Locator, period: number) => row.getByRole('cell').nth(period + 1);

test('an ADMIN sees the API’s numbers per person and week, and a cell opens All Timesheets for that person and week', async ({ page }) => {
  test.setTimeout(180_000);
  await openReport(page, 'ADMIN', '/utilisation');
  const report = await apiReport(page, 'ADMIN', 'groupBy=person&period=week&limit=20&offset=0&orderBy=name&order=asc');
  expect(report.periods).toHaveLength(12);
  await expectCellsMatch(page, report, { count: 4 });
  await expect(page.getByText(`of ${report.total} people`)).toBeVisible();
  // The chart comes in its own chunk, after the heatmap.
  await expect(page.getByRole('img', { name: /^Chart: Capacity/ })).toBeVisible();
  await expect(page.locator('.uplot canvas').first()).toBeVisible();

  // Every figure in the tooltip, opened from the keyboard.
  // The first person with hours in a week (the latest such week), as a manager would look for one.
  const logged = (f: UtilisationFigures) => f.submitted + f.approved + f.rejected;
  const rowIndex = Math.max(0, report.data.findIndex((row) => row.periods.some((f) => logged(f) > 0)));
  const person = report.data[rowIndex]!;
  const lastWeek = Math.max(0, person.periods.findLastIndex((f) => logged(f) > 0));
  const figures = person.periods[lastWeek]!;
  const link = cellOf(heatmapRows(page).nth(rowIndex), lastWeek).getByRole('link');
  await link.focus();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText(`Capacity${figures.capacity} h`);
  await expect(tooltip).toContainText(`Logged${figures.logged} h`);
  await expect(tooltip).toContainText(`Approved${figures.approved} h`);

  await page.keyboard.press('Enter');
  const period = report.periods[lastWeek]!;
  await expect(page).toHaveURL((url) => url.pathname === '/timesheets'
    && url.searchParams.get('search') === person.name
    && url.searchParams.get('startDate') === period.start
    && url.searchParams.get('endDate') === period.end);
  await expect(page.getByRole('heading', { level: 1, name: 'Timesheets' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search timesheets' })).toHaveValue(person.name);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  // The list holds that person's entries of that week: their hours add up to the cell's submitted, approved and
  // rejected hours (the search is the name, so entries of others that mention it would show too: none here).
  const listed = await apiGet<{ data: { userName: string; hours: number }[]; total: number }>(
    page, 'ADMIN', `/api/v1/timesheets?${new URLSearchParams({ searchInput: person.name, startDate: period.start, endDate: period.end, limit: '100' })}`,
  );
  expect(listed.data.every((row) => row.userName === person.name)).toBe(true);
  const hours = listed.data.reduce((sum, row) => sum + row.hours, 0);
  expect(Math.round(hours * 100) / 100).toBe(Math.round((figures.submitted + figures.approved + figures.rejected) * 100) / 100);
  await expect(page.getByText(`${listed.total} timesheets`, { exact: true })).toBeVisible();
  const timesheetRows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(timesheetRows).toHaveCount(Math.min(listed.total, 10));
});

test('an ADMIN’s filters live in the URL: projects by month, sorted by a total, reopen as they were', async ({ page }) => {
  test.setTimeout(180_000);
  await openReport(page, 'ADMIN', '/utilisation');
  const main = page.getByRole('main');
  await pickOption(page, main, page.getByRole('combobox', { name: 'Group by' }), 'Project');
  await pickOption(page, main, page.getByRole('combobox', { name: 'Period' }), 'Month');
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.getByRole('columnheader', { name: /Total/ }).click();
  await expect(page).toHaveURL(/groupBy=project/);
  await expect(page).toHaveURL(/period=month/);
  await expect(page).toHaveURL(/orderBy=planAccuracy&order=asc/);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);

  // A range of months from the picker: the first month the page shows and the next, widened to whole months in the
  // URL (the demo data covers the last three months, whatever today is).
  const startInput = page.getByPlaceholder('From month');
  const shown = new Date(`1 ${await startInput.inputValue()} UTC`);
  const monthOf = (offset: number) => new Date(Date.UTC(shown.getUTCFullYear(), shown.getUTCMonth() + offset, 1));
  const ym = (date: Date) => date.toISOString().slice(0, 7);
  const lastDay = new Date(monthOf(2).getTime() - 86_400_000).toISOString().slice(0, 10);
  await startInput.click();
  const panel = page.locator('.ant-picker-dropdown:visible');
  await panel.locator(`td[title="${ym(monthOf(0))}"]`).first().click();
  await panel.locator(`td[title="${ym(monthOf(1))}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`from=${ym(monthOf(0))}-01&to=${lastDay}`));
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(page.getByRole('columnheader')).toHaveCount(4);
  const range = `from=${ym(monthOf(0))}-01&to=${lastDay}`;

  await page.reload();
  await expect(heatmapRows(page).first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  const report = await apiReport(page, 'ADMIN', `groupBy=project&period=month&${range}&limit=20&offset=0&orderBy=planAccuracy&order=asc`);
  await expectCellsMatch(page, report, { count: 3, byProject: true });
  await expect(page.getByRole('group', { name: 'Legend' })).toContainText('Over-booked: above 100% of plan');
  await expect(heatmapRows(page).first().getByRole('link')).toHaveCount(0);
});

test('a MANAGER sees the same numbers by department, with no links to All Timesheets', async ({ page }) => {
  test.setTimeout(180_000);
  await openReport(page, 'MANAGER', '/utilisation?groupBy=department');
  const report = await apiReport(page, 'MANAGER', 'groupBy=department&period=week&limit=20&offset=0&orderBy=name&order=asc');
  await expectCellsMatch(page, report, { count: report.data.length, byDepartment: true });
  await expect(heatmapRows(page).getByText('Human Resources', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-table-tbody').getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Utilisation' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('img', { name: /^Chart: Capacity/ })).toBeVisible();

  // Export: every department's line per week, as on screen, with the first line's figures the API's.
  await page.getByRole('button', { name: /Export/ }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('Export as CSV').click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/).filter(Boolean);
  expect(csv[0]).toMatch(/^"?Department"?,"?Period Start"?,"?Period End"?,"?Capacity"?/);
  expect(csv).toHaveLength(1 + report.data.length * report.periods.length);
  expect(csv[1]).toContain(report.data[0]!.name);
  await expect(page.getByText('Export successful')).toBeVisible();

  await openReport(page, 'MANAGER', '/utilisation');
  const people = await apiReport(page, 'MANAGER', 'groupBy=person&period=week&limit=20&offset=0&orderBy=name&order=asc');
  await expectCellsMatch(page, people, { count: 3 });
  await expect(page.locator('.ant-table-tbody').getByRole('link')).toHaveCount(0);
});
