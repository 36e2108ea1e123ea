import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, PHONE } from '../support/viewports';
import { openMyLeave, vacationBalance } from '../support/my-leave';

// Issue 38, point 3, on a phone: My Profile's Leave section shows balances and requests as cards, within the screen.
test.use(PHONE);

test('the balances and requests are cards, Request Time Off opens full-screen, and nothing scrolls sideways', async ({ page }) => {
  const section = await openMyLeave(page);
  await expect(vacationBalance(section)).toHaveCount(0);
  await expect(section.getByText('Vacation').first()).toBeVisible();
  await expectNoHorizontalOverflow(page, 'My Profile with its Leave section');
  await section.getByRole('button', { name: 'Request Time Off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Time Off' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'the Request Time Off dialog');
});
