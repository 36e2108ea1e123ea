import { expect, test } from '@playwright/test';
import { answerConfirmation } from '../support/confirm-dialog';
import { mailFilesTo, newMailTo } from '../support/outbox';
import { apiToken, demoAccounts, openAs } from '../support/sign-in';

// The Utilisation page's Missing timesheets tab against the demo data: a manager sees the API's person-weeks short
// of hours, chooses one and e-mails a reminder, which lands in the demo outbox.

type MissingRow = { userId: number; name: string; officeEmail: string; weekStart: string; expected: number; logged: number; lastReminderAt: string | null };

test('a manager reminds someone short of hours, and the e-mail goes out', async ({ page }) => {
  const token = await apiToken(page.request, demoAccounts.MANAGER);
  const answer = await page.request.get('/api/v1/reports/missing-timesheets', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  const { data } = (await answer.json()) as { data: MissingRow[] };
  const first = data[0];
  if (!first) throw new Error('the demo data has no week short of hours');

  await openAs(page, demoAccounts.MANAGER, '/utilisation?tab=missing');
  await expect(page.getByRole('tab', { name: 'Missing timesheets', selected: true })).toBeVisible();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(row).toContainText(first.name);
  await expect(row).toContainText(`${first.expected} h`);

  const earlier = mailFilesTo(first.officeEmail);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Send reminders (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send reminders' });
  await expect(dialog).toContainText('Send a reminder to 1 person?');
  await answerConfirmation(page, dialog, 'Send reminders', page.getByText('1 reminder sent.'));
  const mail = await newMailTo(first.officeEmail, earlier, 'Please log your hours');
  expect(mail).toContain('/timesheets?view=week');
  await expect(row).not.toContainText('Never');
});
