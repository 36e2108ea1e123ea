import { useSyncExternalStore } from 'react';

/** The part of the layout viewport the person sees: what is left above an on-screen keyboard. */
export type VisibleViewport = { height: number; offsetTop: number };

function subscribe(onChange: () => void): () => void {
  const viewport = window.visualViewport;
  if (!viewport) return () => undefined;
  viewport.addEventListener('resize', onChange);
  viewport.addEventListener('scroll', onChange);
  return () => {
    viewport.removeEventListener('resize', onChange);
    viewport.removeEventListener('scroll', onChange);
  };
}

const ignore = () => () => undefined;
const heightNow = () => window.visualViewport?.height ?? null;
const offsetTopNow = () => window.visualViewport?.offsetTop ?? 0;

/**
 * The visual viewport while `active`, null otherwise or where the browser has none. A phone's keyboard shrinks the
 * visual viewport but not 100dvh (iOS, and Chrome since 108), so a footer sized by dvh alone ends up under the keys.
 */
export function useVisibleViewport(active: boolean): VisibleViewport | null {
  const height = useSyncExternalStore(active ? subscribe : ignore, heightNow, () => null);
  const offsetTop = useSyncExternalStore(active ? subscribe : ignore, offsetTopNow, () => 0);
  return active && height !== null ? { height, offsetTop } : null;
}
