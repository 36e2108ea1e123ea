import { useEffect } from 'react';

/** While `dirty`, closing or reloading the tab asks the browser's own "leave site?" first. */
export function useWarnBeforeUnload(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
