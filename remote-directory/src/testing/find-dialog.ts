import { screen, within } from '@testing-library/react';

/**
 * The open dialog showing `title`. Under test every rc-component useId is the same, so the dialog's
 * aria-labelledby can point at another element; the title text is matched inside the dialog instead.
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  within(dialog).getByText(title, { selector: '.ant-modal-title' });
  return dialog;
}

/** The dialog showing `title`, or null once it has closed. */
export function queryDialog(title: string): HTMLElement | null {
  const dialog = screen.queryByRole('dialog');
  return dialog && within(dialog).queryByText(title, { selector: '.ant-modal-title' }) ? dialog : null;
}
