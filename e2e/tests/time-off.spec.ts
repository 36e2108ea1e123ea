import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccounts, openAs } from '../support/sign-in';
import { pickDate } from '../support/pick-date';
import { pickOption } from '../support/select-option';
import { expectNoSeriousViolations } from '../support/axe';
import { answerConfirmation } from '../support/confirm-dialog';

const PERSON = { email: demoAccounts.EMPLOYEE, firstName: 'Priya', fullName: 'Priya Sharma' };

/** From the Employees list to the person's details, as a person would: search, then their name. */
async function openPerson(page: Page): Promise<Locator> {
  await page.getByPlaceholder('Search employees...').fill(PERSON.email);
  const row = page.getByRole('row', { name: new RegExp(PERSON.email.replace(/\./g, '\\.')) });
  await row.getByRole('button', { name: PERSON.firstName, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Employee Details' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Employee details' });
  await expect(details.getByRole('heading', { name: PERSON.fullName })).toBeVisible();
  return details;
}

/** Deletes one time off from the person's Time Off section as a person does: Delete on its row, answer the question. */
async function deleteTimeOff(page: Page, section: Locator, dates: string, firstDay: RegExp) {
  await section.getByRole('button', { name: `Delete time off ${dates}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Time Off' });
  await expect(confirm.getByText('Delete this time off? The days count as working days again.')).toBeVisible();
  await answerConfirmation(page, confirm, 'Delete', page.getByText('Time off deleted'));
  await expect(section.getByRole('row', { name: firstDay })).toHaveCount(0);
}

// One person's story in order: what the admin records is what the person and then a manager see.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1400, height: 1000 } });

test("an admin sets a person's weekly hours", async ({ page: admin }) => {
  await openAs(admin, demoAccounts.ADMIN, '/employees');
  const details = await openPerson(admin);

  await details.getByRole('button', { name: 'Edit User' }).click();
  const editDialog = admin.getByRole('dialog');
  await expect(editDialog.getByText('Edit Employee')).toBeVisible();
  const hours = editDialog.getByLabel('Weekly Hours');
  await expect(hours).toBeEnabled();
  await expect(editDialog.getByText('Blank: the standard week')).toBeVisible();
  await hours.fill('32.5');
  await editDialog.getByRole('button', { name: 'Update' }).click();
  await expect(admin.getByText('User updated successfully')).toBeVisible();
  await expect(details.getByText('32.5 h')).toBeVisible();
});

test('an admin adds their time off; the same days again are refused on the dates', async ({ page: admin }, testInfo) => {
  await openAs(admin, demoAccounts.ADMIN, '/employees');
  const details = await openPerson(admin);
  const timeOff = details.getByRole('region', { name: 'Time Off' });
  // Other specs may have given Priya time off (an approved leave request becomes one): only these days must be free.
  await expect(timeOff.getByRole('button', { name: 'Add Time Off' })).toBeVisible();
  await expect(timeOff.getByText('Loading time off...')).toHaveCount(0);
  // A retry of this serial story starts again here: what the failed attempt added goes first, as an admin removes it.
  if (testInfo.retry > 0 && (await timeOff.getByRole('row', { name: /02-08-2027/ }).count()) > 0) {
    await deleteTimeOff(admin, timeOff, '02-08-2027 – 02-12-2027', /02-08-2027/);
  }
  await expect(timeOff.getByRole('row', { name: /02-08-2027/ })).toHaveCount(0);
  await timeOff.getByRole('button', { name: 'Add Time Off' }).click();
  const addDialog = admin.getByRole('dialog');
  await expect(addDialog.getByText('Add Time Off', { exact: true })).toBeVisible();
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await expect(addDialog.getByText('Start date is required')).toBeVisible();
  await pickDate(addDialog.getByLabel('Start Date'), '02-08-2027');
  await pickDate(addDialog.getByLabel('End Date'), '02-12-2027');
  await pickOption(admin, addDialog, addDialog.getByLabel('Kind'), 'Vacation');
  await addDialog.getByLabel('Note').fill('Ski trip');
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Time off added')).toBeVisible();
  await expect(addDialog).toBeHidden();
  const row = timeOff.getByRole('row', { name: /02-08-2027/ });
  await expect(row).toContainText('02-12-2027');
  await expect(row).toContainText('Vacation');
  await expect(row).toContainText('Ski trip');

  // The same days again: the API's overlap refusal lands on the dates and in the notification.
  await timeOff.getByRole('button', { name: 'Add Time Off' }).click();
  await pickDate(addDialog.getByLabel('Start Date'), '02-10-2027');
  await pickDate(addDialog.getByLabel('End Date'), '02-10-2027');
  await pickOption(admin, addDialog, addDialog.getByLabel('Kind'), 'Sick');
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Failed to add time off')).toBeVisible();
  await expect(addDialog.getByText(/This overlaps their vacation time off/)).toHaveCount(2);
  await addDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(addDialog).toBeHidden();
  await timeOff.scrollIntoViewIfNeeded();
});

test('the person sees their weekly hours and their own time off, read-only, on My Profile', async ({ page: person }) => {
  await openAs(person, PERSON.email, '/profile');
  await expect(person.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(person.getByText('32.5 h')).toBeVisible();
  const mine = person.getByRole('region', { name: 'My Time Off' });
  const myRow = mine.getByRole('row', { name: /02-08-2027/ });
  await expect(myRow).toContainText('Vacation');
  await expect(myRow).toContainText('Ski trip');
  await expect(mine.getByRole('button')).toHaveCount(0);
});

test('a manager sees and keeps the time off but cannot change weekly hours', async ({ page: manager }) => {
  await openAs(manager, demoAccounts.MANAGER, '/employees');
  const managerView = await openPerson(manager);
  await expect(managerView.getByRole('button', { name: 'Edit User' })).toHaveCount(0);
  const managerTimeOff = managerView.getByRole('region', { name: 'Time Off' });
  await expect(managerTimeOff.getByRole('row', { name: /02-08-2027/ })).toBeVisible();
  await expect(managerTimeOff.getByRole('button', { name: 'Add Time Off' })).toBeVisible();
  await expect(managerTimeOff.getByRole('button', { name: 'Delete time off 02-08-2027 – 02-12-2027' })).toBeVisible();
  // Their own profile: the hours are an admin's to set.
  await manager.goto('/profile');
  await manager.getByRole('button', { name: 'Edit', exact: true }).click();
  const ownDialog = manager.getByRole('dialog');
  await expect(ownDialog.getByText('Edit Employee')).toBeVisible();
  await expect(ownDialog.getByLabel('Weekly Hours')).toBeDisabled();

  // Deleting from the manager's side gives the days back.
  await manager.goto('/employees');
  const again = await openPerson(manager);
  const section = again.getByRole('region', { name: 'Time Off' });
  await deleteTimeOff(manager, section, '02-08-2027 – 02-12-2027', /02-08-2027/);
});

test("half days: an admin halves a time off's first day; the list and the person's week say which half", async ({ page }) => {
  await openAs(page, demoAccounts.ADMIN, '/employees');
  const details = await openPerson(page);
  const timeOff = details.getByRole('region', { name: 'Time Off' });
  await timeOff.getByRole('button', { name: 'Add Time Off' }).click();
  const dialog = page.getByRole('dialog');
  const endHalf = dialog.getByRole('checkbox', { name: 'Morning only (half day)' });
  // One day (Monday 1 March 2027) is halved only at its start: the end's box is disabled and says why.
  await pickDate(dialog.getByLabel('Start Date'), '03-01-2027');
  await pickDate(dialog.getByLabel('End Date'), '03-01-2027');
  await expect(endHalf).toBeDisabled();
  await expect(dialog.getByText('One day: to take half of it, tick Afternoon only (half day).')).toBeVisible();
  await pickDate(dialog.getByLabel('End Date'), '03-03-2027');
  await expect(endHalf).toBeEnabled();
  await dialog.getByRole('checkbox', { name: 'Afternoon only (half day)' }).check();
  await pickOption(page, dialog, dialog.getByLabel('Kind'), 'Vacation');
  await expectNoSeriousViolations(page, 'Add Time Off with a half day');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Time off added')).toBeVisible();
  await expect(timeOff.getByRole('row', { name: /03-01-2027 \(afternoon\) – 03-03-2027/ })).toBeVisible();

  // The person's week: the afternoon of Monday off, Tuesday and Wednesday whole days.
  await openAs(page, PERSON.email, '/timesheets?view=week&week=2027-W09');
  await expect(page.getByRole('columnheader', { name: /Mon 1 Mar.*Vacation \(afternoon off\)/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Tue 2 Mar.*Vacation$/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'the week grid with a half day off');

  // Removed again, so the person's story ends without this time off.
  await openAs(page, demoAccounts.ADMIN, '/employees');
  const again = (await openPerson(page)).getByRole('region', { name: 'Time Off' });
  await deleteTimeOff(page, again, '03-01-2027 (afternoon) – 03-03-2027', /03-01-2027/);
});
