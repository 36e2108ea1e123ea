import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRemoteFallback } from './remote-fallback';

/**
 * Federation runtime plugin: when a remote's manifest, entry or module cannot be loaded, `loadRemote`
 * resolves to a stand-in module instead of rejecting. Failures are not cached, so a later retry can succeed.
 * Webpack imports it by default export; it must not import shared modules.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles (manifest fetch) rethrow and end up here again at 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[federation] ${id} could not be loaded`, error);
      return createRemoteFallback(id, error);
    },
  };
}
