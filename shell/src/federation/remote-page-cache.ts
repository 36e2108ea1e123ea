import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteModule } from './load-remote-module';

type Entry = { Page: LazyExoticComponent<ComponentType>; failed: boolean };

// Kept outside React state: a render React discards (a suspended transition) would otherwise create,
// and load, a new lazy component every time. A loaded page stays cached; a failed one is dropped on retry.
const pages = new Map<string, Entry>();

/** The lazy page of `remote/Module`, created once per load attempt. */
export function remotePageFor(id: string): LazyExoticComponent<ComponentType> {
  const existing = pages.get(id);
  if (existing) return existing.Page;
  const entry: Entry = {
    failed: false,
    Page: lazy(() =>
      loadRemoteModule(id).catch((error: unknown) => {
        entry.failed = true;
        throw error;
      }),
    ),
  };
  pages.set(id, entry);
  return entry.Page;
}

/** Forgets a failed attempt so the next render loads again (React.lazy caches its rejection). */
export function forgetFailedRemotePage(id: string): void {
  if (pages.get(id)?.failed) pages.delete(id);
}

/** Drops every cached page; tests use it to start each case from a cold runtime. */
export function clearRemotePages(): void {
  pages.clear();
}
