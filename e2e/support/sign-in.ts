import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Passw0rd!';

export const demoAccounts = {
  ADMIN: 'admin@example.com',
  MANAGER: 'manager@example.com',
  EMPLOYEE: 'employee@example.com',
} as const;

/** Signs in through the real sign-in page, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin$/);
}
