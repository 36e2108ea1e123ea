import { screen, waitFor, within } from '@testing-library/react';

// Under jest every rc-component useId is the same, so a dialog's aria-labelledby can point at another element and
// role queries by name do not work (in a browser they do); the title text is matched inside each open dialog instead.
const TITLE = '.ant-modal-title, .ant-modal-title *';

/** The open dialog titled `title`, or null when none is. */
export function queryDialog(title: string): HTMLElement | null {
  return screen.queryAllByRole('dialog').find((dialog) => within(dialog).queryByText(title, { selector: TITLE })) ?? null;
}

/** Waits for an open dialog titled `title` and returns it. */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const dialog = queryDialog(title);
      if (!dialog) throw new Error(`no open dialog titled ${title}`);
      return dialog;
    },
    { timeout: 5000 },
  );
}

/** Resolves once no dialog titled `title` is open. */
export function dialogClosed(title: string): Promise<void> {
  return waitFor(() => expect(queryDialog(title)).toBeNull(), { timeout: 5000 });
}
