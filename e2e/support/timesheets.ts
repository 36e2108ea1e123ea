import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, demoAccounts } from './sign-in';

/** A project that accepts hours (in progress), as the admin sees it. */
export async function openProject(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const token = await apiToken(request, demoAccounts.ADMIN);
  const response = await request.get('/api/v1/projects?status=IN_PROGRESS&limit=1', { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { id: number; name: string }[] }).data[0]!;
}

/** Searches the timesheets list shown, as a person would: type, then Apply. */
export async function searchFor(page: Page, text: string) {
  await page.getByPlaceholder('Search timesheets...').fill(text);
  await page.getByRole('button', { name: 'Apply' }).click();
}

/** What the week grid reads of `email`'s `week` ('2026-W48'): its days, Monday first, and its rows with their cells. */
type LoggedWeek = { days: string[]; rows: { projectName: string; cells: Record<string, { hours: number }> }[] };

async function loggedWeek(request: APIRequestContext, email: string, week: string): Promise<LoggedWeek> {
  const own = { authorization: `Bearer ${await apiToken(request, email)}` };
  return (await (await request.get(`/api/v1/me/timesheets/weeks/${week}`, { headers: own })).json()) as LoggedWeek;
}

/** An open project `email` has no row for in `week` ('2026-W48'), so the week's fields named after it are only the new row's. */
export async function projectWithoutRow(request: APIRequestContext, email: string, week: string): Promise<{ id: number; name: string }> {
  const admin = { authorization: `Bearer ${await apiToken(request, demoAccounts.ADMIN)}` };
  const projects = (await (await request.get('/api/v1/projects?status=IN_PROGRESS&limit=50', { headers: admin })).json()) as { data: { id: number; name: string }[] };
  const names = new Set((await loggedWeek(request, email, week)).rows.map((row) => row.projectName));
  return projects.data.find((project) => !names.has(project.name))!;
}

/**
 * Of `week`'s working days (Monday to Friday), the one `email` has the fewest hours on (the earliest of equals), as
 * YYYY-MM-DD. A test that adds hours to a past day and runs again (a retry, another viewport) then never meets the
 * API's 24 hours a day.
 */
export async function weekdayWithMostRoom(request: APIRequestContext, email: string, week: string): Promise<string> {
  const { days, rows } = await loggedWeek(request, email, week);
  const logged = (day: string) => rows.reduce((sum, row) => sum + (row.cells[day]?.hours ?? 0), 0);
  return days.slice(0, 5).reduce((best, day) => (logged(day) < logged(best) ? day : best));
}
