import { useEffect, useState } from 'react';

/**
 * For a dialog that is mounted to open and unmounted to close: when it goes away, the focus returns to
 * the element that had it at opening (usually the button that opened it), as long as that element is
 * still on the page and nothing else has taken the focus meanwhile. antd's own return only runs after
 * its close animation, which an unmounted dialog never plays.
 */
export function useRestoreFocus(): void {
  // Read while rendering, before an autofocused field inside the dialog can take the focus.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(
    () => () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    },
    [opener],
  );
}
