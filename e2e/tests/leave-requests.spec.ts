import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { answerConfirmation } from '../support/confirm-dialog';
import { apiToken, demoAccounts } from '../support/sign-in';
import { openMyLeave, vacationBalance } from '../support/my-leave';
import { pickDate } from '../support/pick-date';
import { pickOption } from '../support/select-option';

// Issue 38, point 3, the employee's side: My Profile's Leave section. The demo employee (Priya Sharma) asks for two
// days of vacation in this year, sees the working days and the balance before sending and after, and withdraws it.
// The days are found through the API's own quote, so requests of other specs (and of the demo data) never overlap.

type Quote = { days: number; balance: { remaining: number } };

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** MM-DD-YYYY, as the portal shows and takes dates. */
const shown = (day: string) => `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`;

/** A Tuesday and Wednesday of this year with two free working days, later weeks first (then earlier ones). */
async function freeDays(request: APIRequestContext): Promise<{ start: string; end: string; remaining: number }> {
  const headers = { authorization: `Bearer ${await apiToken(request, demoAccounts.EMPLOYEE)}` };
  const now = new Date();
  const year = now.getUTCFullYear();
  const thisMonday = Date.UTC(year, now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7));
  const offsets = [...Array.from({ length: 53 }, (_, i) => i + 1), ...Array.from({ length: 53 }, (_, i) => -i)];
  for (const weeks of offsets) {
    const start = isoDay(thisMonday + (weeks * 7 + 1) * 86_400_000);
    const end = isoDay(thisMonday + (weeks * 7 + 2) * 86_400_000);
    if (!start.startsWith(String(year)) || !end.startsWith(String(year))) continue;
    const answer = await request.get(`/api/v1/leave-requests/quote?leaveType=VACATION&startDate=${start}&endDate=${end}`, { headers });
    if (answer.status() !== 200) continue;
    const quote = (await answer.json()) as Quote;
    if (quote.days === 2) return { start, end, remaining: quote.balance.remaining + 2 };
  }
  throw new Error('no two free working days left in this year');
}

/** The Remaining cell of the Vacation balance. */
const vacationRemaining = (section: Locator) => vacationBalance(section).getByRole('cell').last();

test('the employee requests two days of vacation, sees the days and the balance before and after, and withdraws it', async ({ page }) => {
  const { start, end, remaining } = await freeDays(page.request);
  const section = await openMyLeave(page);
  await expect(vacationRemaining(section)).toHaveText(String(remaining));
  await expectNoSeriousViolations(page, 'My Profile, the Leave section');

  await section.getByRole('button', { name: 'Request Time Off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Time Off' });
  await pickOption(page, dialog, dialog.getByLabel('Leave Type'), 'Vacation');
  await pickDate(dialog.getByLabel('Start Date'), shown(start));
  await pickDate(dialog.getByLabel('End Date'), shown(end));
  await expect(dialog.getByRole('status', { name: 'Working days and balance' })).toHaveText(`Takes 2 days; ${remaining - 2} days of Vacation left after it.`);
  await dialog.getByLabel('Note').fill('Two quiet days');
  await expectNoSeriousViolations(page, 'the Request Time Off dialog with its quote');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Leave requested')).toBeVisible();

  const requests = section.getByRole('region', { name: 'My leave requests' });
  const row = requests.getByRole('row', { name: new RegExp(`${shown(start)} – ${shown(end)}`) });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('2 days');
  await expect(vacationRemaining(section)).toHaveText(String(remaining - 2));

  await row.getByRole('button', { name: /^Withdraw / }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw Leave Request' });
  await answerConfirmation(page, confirm, 'Withdraw', page.getByText('Leave request withdrawn'));
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Withdrawn');
  await expect(vacationRemaining(section)).toHaveText(String(remaining));
});

test('a request the API refuses shows its reason on the field it names', async ({ page }) => {
  const { start } = await freeDays(page.request);
  const section = await openMyLeave(page);
  await section.getByRole('button', { name: 'Request Time Off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Time Off' });
  await pickOption(page, dialog, dialog.getByLabel('Leave Type'), 'Vacation');
  await pickDate(dialog.getByLabel('Start Date'), shown(start));
  await pickDate(dialog.getByLabel('End Date'), shown(start));
  await dialog.getByLabel('Morning only (half day)').check();
  const reason = 'A one-day request is either a half day or a whole day: set halfDayStart only.';
  await expect(dialog.getByRole('status', { name: 'Working days and balance' })).toContainText(reason);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Morning only (half day)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Failed to request leave')).toBeVisible();
  await expectNoSeriousViolations(page, 'the Request Time Off dialog with a refusal');
});
