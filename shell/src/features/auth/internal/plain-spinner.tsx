import { PlainStyles } from './plain-styles';

/** A full-page "Loading" spinner that needs no antd (shown before the sign-in page or the portal's UI is ready). */
export function PlainSpinner() {
  return (
    <>
      <PlainStyles />
      <div className="wp-spinner" role="status" aria-label="Loading" aria-live="polite" />
    </>
  );
}
