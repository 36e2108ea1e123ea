import type { ComponentType } from 'react';
import { mismatchOf, type SharedVersionMismatch } from '@portal/federation-runtime';
import { loadRemoteModule } from './load-remote-module';
import { isMissingExpose } from './remote-fallback';

/**
 * One attempt at loading a remote page: in flight, loaded (Page) or failed; `refused` when it failed because the
 * remote cannot run with the shared packages this page has (the version guard's refusal), `missing` when the remote
 * answered but has no such module (a build deployed before the page existed); neither means it is down.
 */
export type RemotePageLoad = { settled: Promise<void>; Page?: ComponentType; failed: boolean; refused?: SharedVersionMismatch; missing?: boolean };

// Kept outside React state, so a page asked for before it renders (preloadRemotePage) and the page's own render
// share one download, and a loaded page renders at once on every later visit. A failed attempt is dropped on retry.
const pages = new Map<string, RemotePageLoad>();

/** The load of `remote/Module`, started on the first call of an attempt. */
export function loadRemotePage(id: string): RemotePageLoad {
  const existing = pages.get(id);
  if (existing) return existing;
  const load: RemotePageLoad = { failed: false, settled: Promise.resolve() };
  load.settled = loadRemoteModule(id).then(
    (module) => void (load.Page = module.default),
    (error: unknown) => {
      load.failed = true;
      load.refused = mismatchOf(error);
      load.missing = !load.refused && isMissingExpose(error);
    },
  );
  pages.set(id, load);
  return load;
}

/** Starts downloading a page the user is about to see, beside whatever else is downloading. */
export function preloadRemotePage(id: string): void {
  loadRemotePage(id);
}

/** Forgets a failed attempt so the next render loads again. */
export function forgetFailedRemotePage(id: string): void {
  if (pages.get(id)?.failed) pages.delete(id);
}

/** Drops every cached page; tests use it to start each case from a cold runtime. */
export function clearRemotePages(): void {
  pages.clear();
}
