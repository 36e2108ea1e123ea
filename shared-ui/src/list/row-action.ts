import type { ReactNode } from 'react';

/** One action on a list row, described once: shown as an icon button on desktop and as a menu item on a phone. */
export type RowAction = {
  key: string;
  /** The words of the action ('Edit'): the desktop tooltip and the phone menu item. */
  label: string;
  /** The desktop button's accessible name when it should name the row ('Edit Acme Corp'); the label otherwise. */
  name?: string;
  icon: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  /** Why the action is disabled (the desktop tooltip then); the label otherwise. */
  hint?: string;
  loading?: boolean;
  onClick: () => void;
};
