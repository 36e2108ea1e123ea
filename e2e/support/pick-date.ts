import type { Locator } from '@playwright/test';

/** Types a date (MM-DD-YYYY) into an antd date field, as a person would. */
export async function pickDate(field: Locator, date: string): Promise<void> {
  await field.click();
  await field.fill(date);
  // Tab commits the typed date; Enter would submit the dialog's form.
  await field.press('Tab');
}
