import { registerRemotes } from '@module-federation/enhanced/runtime';

/** Served no-cache by the API: remote name → URL of its mf-manifest.json. */
export const REMOTES_URL = '/api/remotes';

function toRemoteEntries(list: unknown): { name: string; entry: string }[] {
  if (!list || typeof list !== 'object') throw new Error('The remote list is not an object.');
  return Object.entries(list)
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1].length > 0)
    .map(([name, entry]) => ({ name, entry: new URL(entry, window.location.origin).href }));
}

/**
 * Loads the remote list and registers each remote with the federation runtime. A failure is only logged:
 * the portal still renders and each federated page then shows its error panel.
 */
export async function registerPortalRemotes(): Promise<void> {
  try {
    const response = await fetch(REMOTES_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${REMOTES_URL} answered ${response.status}`);
    registerRemotes(toRemoteEntries(await response.json()));
  } catch (error) {
    console.error('The remote list could not be loaded; federated sections are unavailable.', error);
  }
}
