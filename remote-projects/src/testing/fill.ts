import type { UserEvent } from '@testing-library/user-event';

/** Puts `text` into a field the way a paste does: one change instead of a re-render of the whole form per keystroke. */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
