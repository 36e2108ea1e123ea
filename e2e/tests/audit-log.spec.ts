import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { apiToken, demoAccounts, openAs } from '../support/sign-in';
import { pickOption } from '../support/select-option';
import { openProject } from '../support/timesheets';

// Issue 38, point 6: an admin reads who changed what and when, with old → new, on the Audit log page. The events are
// made through the API: an admin's edit of a person, a line manager's approval of a report's week and a declined leave
// request (an action the page knows only from GET /audit-log/actions).

/** The date `days` after the Monday of this week, YYYY-MM-DD (UTC). */
function dayOfThisWeek(days: number): string {
  const today = new Date();
  const monday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7));
  return new Date(monday + days * 86_400_000).toISOString().slice(0, 10);
}

/** The ISO week (2026-W48) of a day, YYYY-MM-DD. */
function isoWeekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * 86_400_000);
  const week = Math.ceil(((thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

test('an admin finds an edit with its old and new value, a week approval and a declined leave request', async ({ page }) => {
  const headersOf = async (email: string) => ({ authorization: `Bearer ${await apiToken(page.request, email)}` });
  const admin = await headersOf(demoAccounts.ADMIN);
  const manager = await headersOf(demoAccounts.MANAGER);
  const marcus = (await (await page.request.get('/api/v1/users/currentuser', { headers: manager })).json()) as { id: number };
  const stamp = Date.now();
  const created = await page.request.post('/api/v1/users/signup', {
    headers: admin,
    data: { firstName: 'Aud', lastName: `Before${stamp}`, officeEmail: `aud.${stamp}@example.com`, departmentId: 1, role: 'EMPLOYEE', employeeType: 'FULL_TIME', lineManagerId: marcus.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const aud = (await created.json()) as Record<string, unknown> & { id: number };
  const { firstName, officeEmail, role, departmentId, employeeType, lineManagerId } = aud;
  const renamed = await page.request.put(`/api/v1/users/${aud.id}`, {
    headers: admin,
    data: { firstName, lastName: `After${stamp}`, officeEmail, role, departmentId, employeeType, lineManagerId },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);

  // Marcus approves his report's week.
  const project = await openProject(page.request);
  const logged = await page.request.post('/api/v1/timesheets', { headers: admin, data: { userId: aud.id, projectId: project.id, date: dayOfThisWeek(-14), hours: 4, description: 'Audit' } });
  expect(logged.status(), await logged.text()).toBe(201);
  const approved = await page.request.patch('/api/v1/timesheets/weeks/status', { headers: manager, data: { userId: aud.id, week: isoWeekOf(dayOfThisWeek(-14)), status: 'APPROVED' } });
  expect(approved.status(), await approved.text()).toBe(200);

  // The demo employee asks for a day's sick leave; the admin declines it.
  const employee = await headersOf(demoAccounts.EMPLOYEE);
  const day = dayOfThisWeek(7 * 6 + (stamp % 5));
  const asked = await page.request.post('/api/v1/leave-requests', { headers: employee, data: { leaveType: 'SICK', startDate: day, endDate: day } });
  expect(asked.status(), await asked.text()).toBe(201);
  const leave = ((await asked.json()) as { request: { id: number } }).request;
  const declined = await page.request.post(`/api/v1/leave-requests/${leave.id}/decision`, { headers: admin, data: { decision: 'DECLINE', reason: 'Team offsite' } });
  expect(declined.status(), await declined.text()).toBe(200);

  await openAs(page, demoAccounts.ADMIN, '/clients');
  await page.getByRole('navigation').getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/audit-log$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();

  // The person filter finds the edit through whom it was about; the action filter narrows it to the edit.
  await pickOption(page, page.locator('main'), page.getByLabel('Filter by person'), `Aud After${stamp}`, `After${stamp}`);
  await expect(page).toHaveURL(new RegExp(`userId=${aud.id}`));
  await pickOption(page, page.locator('main'), page.getByLabel('Filter by action'), 'user.updated');
  await expect(page).toHaveURL(/action=user\.updated/);
  const edit = page.getByRole('row', { name: /user\.updated/ });
  await expect(edit).toHaveCount(1);
  await expect(edit).toContainText(`lastName: Before${stamp} → After${stamp}`);
  await expect(edit).toContainText(demoAccounts.ADMIN);
  await expect(edit).toContainText(`Aud After${stamp} (user #${aud.id})`);
  // WCAG 2.1 AA as every page (accessibility.spec.ts), with its filters set.
  await expectNoSeriousViolations(page, 'Audit log');

  // The week Marcus approved: by him, each entry's status.
  await page.goto(`/audit-log?action=timesheet.approved&userId=${marcus.id}`);
  await expect(page.getByRole('row', { name: /timesheet\.approved/ }).first()).toContainText('status: SUBMITTED → APPROVED');
  await expect(page.getByRole('row', { name: /timesheet\.approved/ }).first()).toContainText(`Marcus Reed${demoAccounts.MANAGER}`);

  // The declined leave request, by an action the page's code never names.
  await page.goto('/audit-log?targetType=leave_request');
  await pickOption(page, page.locator('main'), page.getByLabel('Filter by action'), 'leave.declined');
  await expect(page).toHaveURL(/action=leave\.declined/);
  // Until the filtered page arrives, the request's leave.requested row is listed beside it.
  const declinedRow = page.getByRole('row', { name: new RegExp(`leave_request #${leave.id}`) });
  await expect(declinedRow).toHaveCount(1);
  await expect(declinedRow).toContainText('leave.declined');

  // Nothing matches a day before any of it.
  await page.goto('/audit-log?from=2000-01-01&to=2000-01-02');
  await expect(page.getByText('No audit events match these filters.')).toBeVisible();
});

test('a manager has no Audit log in the navigation, and the API refuses them the log', async ({ page }) => {
  await openAs(page, demoAccounts.MANAGER, '/clients');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Employees' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  const manager = { authorization: `Bearer ${await apiToken(page.request, demoAccounts.MANAGER)}` };
  expect((await page.request.get('/api/v1/audit-log', { headers: manager })).status()).toBe(403);
  expect((await page.request.get('/api/v1/audit-log/export?type=csv', { headers: manager })).status()).toBe(403);
  await page.goto('/audit-log');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
