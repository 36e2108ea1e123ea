import { expect, type Locator, type Page } from '@playwright/test';
import { demoAccounts, openAs } from './sign-in';

/** My Profile as the demo employee, once its Leave section shows this year's balances. */
export async function openMyLeave(page: Page): Promise<Locator> {
  await openAs(page, demoAccounts.EMPLOYEE, '/profile');
  const section = page.getByRole('region', { name: 'Leave', exact: true });
  await expect(section.getByRole('heading', { name: /^Balances \d{4}$/ })).toBeVisible();
  return section;
}

/** The Vacation row of the section's balances table (a card on a phone, so none there). */
export const vacationBalance = (section: Locator) => section.getByRole('region', { name: /^Leave balances/ }).getByRole('row', { name: /^Vacation/ });
