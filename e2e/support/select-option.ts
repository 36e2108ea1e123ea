import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd Select as a user does: types to narrow a searchable list (long ones are
 * virtualised), clicks the option, and checks that `scope` (the dialog or section holding the select) now shows
 * it. On a busy machine a click can land while the option list re-renders and be lost; a user would see the
 * field still empty and pick again, and so does this, for a while, instead of failing later at "… is required".
 */
export async function pickOption(page: Page, scope: Locator, combobox: Locator, option: string | RegExp, typed = String(option)) {
  const exact = typeof option === 'string';
  await expect(async () => {
    await combobox.click();
    // A select without search has a read-only input: its short list is picked from as it opens.
    if (await combobox.isEditable()) await combobox.fill(typed);
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact }).first().click({ timeout: 5_000 });
    await expect(scope.getByTitle(option, { exact }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
