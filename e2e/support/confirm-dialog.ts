import { expect, type Locator, type Page } from '@playwright/test';
import { waitForAnimations } from './axe';

/**
 * Answers one of shared-ui's ConfirmDialogs with its confirm button and waits for `done` (the toast that says it
 * happened), as a person would: once the dialog has stopped moving, and again only while the question is still there
 * with nothing done. A click on a just-opened dialog was lost in CI three times (the question stayed, its button idle,
 * no toast); a click that lands renames the button ("Deleting...") or closes the dialog, so none is sent twice.
 */
export async function answerConfirmation(page: Page, dialog: Locator, button: string, done: Locator): Promise<void> {
  const answer = dialog.getByRole('button', { name: button, exact: true });
  await expect(async () => {
    await waitForAnimations(page);
    if (await answer.isVisible()) await answer.click({ timeout: 5_000 });
    await expect(done).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}
