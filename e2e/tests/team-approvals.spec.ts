import { expect, test } from '@playwright/test';
import { expectErrorLinked, expectNoSeriousViolations } from '../support/axe';
import { apiToken, demoAccounts, openAs } from '../support/sign-in';
import { pickOption } from '../support/select-option';
import { openProject } from '../support/timesheets';

// Issue 38, point 2: a line manager reviews their reports' timesheets on the Team tab. Marcus Reed (the demo
// manager) gets a report of his own with entries in two past weeks, approves one week in one action and rejects the
// other week's entry, which needs a reason.

type Person = { id: number; firstName: string; lastName: string };

/** The date `days` after the Monday of this week, YYYY-MM-DD (UTC, as far from today as the tests need). */
function dayOfThisWeek(days: number): string {
  const today = new Date();
  const monday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7));
  return new Date(monday + days * 86_400_000).toISOString().slice(0, 10);
}

test("a manager approves a report's week on the Team tab, and a rejection needs a reason", async ({ page }) => {
  const headersOf = async (email: string) => ({ authorization: `Bearer ${await apiToken(page.request, email)}` });
  const admin = await headersOf(demoAccounts.ADMIN);
  const marcus = (await (await page.request.get('/api/v1/users/currentuser', { headers: await headersOf(demoAccounts.MANAGER) })).json()) as { id: number };
  const stamp = Date.now();
  const created = await page.request.post('/api/v1/users/signup', {
    headers: admin,
    data: { firstName: 'Tess', lastName: `Team${stamp}`, officeEmail: `tess.${stamp}@example.com`, departmentId: 1, role: 'EMPLOYEE', employeeType: 'FULL_TIME', lineManagerId: marcus.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tess = (await created.json()) as Person;
  const name = `${tess.firstName} ${tess.lastName}`;
  const project = await openProject(page.request);
  const ids: number[] = [];
  // Monday and Tuesday two weeks ago (one week to approve), Wednesday three weeks ago (an entry to reject).
  for (const [date, description] of [[dayOfThisWeek(-14), 'Planning'], [dayOfThisWeek(-13), 'Build'], [dayOfThisWeek(-19), 'Review']] as const) {
    const logged = await page.request.post('/api/v1/timesheets', { headers: admin, data: { userId: tess.id, projectId: project.id, date, hours: 4, description } });
    expect(logged.status(), await logged.text()).toBe(201);
    ids.push(((await logged.json()) as { id: number }).id);
  }

  await openAs(page, demoAccounts.MANAGER, '/timesheets');
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page).toHaveURL(/tab=team/);
  const filters = page.getByRole('tabpanel');
  await pickOption(page, filters, filters.getByLabel('Filter by person'), name, tess.lastName);
  await expect(page).toHaveURL(new RegExp(`userId=${tess.id}`));
  await expect(page.getByText('3 waiting for me')).toBeVisible();
  // WCAG 2.1 AA as every page (accessibility.spec.ts), with the week bar a chosen person and week would add.
  await expectNoSeriousViolations(page, 'Timesheets, Team tab');

  const monday = page.getByRole('row', { name: new RegExp(dayOfThisWeek(-14).replace(/(\d{4})-(\d{2})-(\d{2})/, '$2-$3-$1')) });
  await monday.getByRole('button', { name: new RegExp(`^Approve week \\d{4}-W\\d{2} of ${name}$`) }).click();
  await expect(page.getByText('2 timesheets approved')).toBeVisible();
  await expect(page.getByText('1 waiting for me')).toBeVisible();

  const wednesday = page.getByRole('row', { name: new RegExp(dayOfThisWeek(-19).replace(/(\d{4})-(\d{2})-(\d{2})/, '$2-$3-$1')) });
  await wednesday.getByRole('button', { name: `Reject ${name} ${dayOfThisWeek(-19)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject Timesheet' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expectErrorLinked(dialog.getByLabel('Reason'), 'A reason is required to reject a timesheet.');
  await expectNoSeriousViolations(page, 'Reject Timesheet dialog with its error');
  await dialog.getByLabel('Reason').fill('Split it by task, please');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Timesheet rejected')).toBeVisible();
  await expect(dialog).toBeHidden();

  const statuses = [];
  for (const id of ids) {
    const listed = (await (await page.request.get(`/api/v1/timesheets?userId=${tess.id}&limit=10`, { headers: admin })).json()) as { data: { id: number; status: string; rejectionReason: string | null }[] };
    const row = listed.data.find((entry) => entry.id === id);
    statuses.push([row?.status, row?.rejectionReason]);
  }
  expect(statuses).toEqual([['APPROVED', null], ['APPROVED', null], ['REJECTED', 'Split it by task, please']]);
});
