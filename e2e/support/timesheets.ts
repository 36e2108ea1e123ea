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
