import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The page's media query list, or none where there is no matchMedia (Node, an old jsdom). */
const query = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : undefined);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => query()?.matches ?? false;

/**
 * Whether the person has asked their system for less motion (an operating-system setting that browsers pass on as
 * `prefers-reduced-motion`). Follows the setting live: turning it on with the portal open stops the animations at once.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
