import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRemoteFallback, RemoteUnavailableError } from './remote-fallback';

type PageModule = { default: ComponentType };

function isPageModule(value: unknown): value is PageModule {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const page = value.default;
  // memo() and forwardRef() components are objects.
  return typeof page === 'function' || (typeof page === 'object' && page !== null);
}

/** Loads `remote/Module`; rejects with RemoteUnavailableError, whose cause says why, when it cannot be used. */
export async function loadRemoteModule(id: string): Promise<PageModule> {
  const loaded = await loadRemote<unknown>(id);
  if (isRemoteFallback(loaded)) throw new RemoteUnavailableError(id, { cause: loaded.cause });
  if (!isPageModule(loaded)) throw new RemoteUnavailableError(id);
  return loaded;
}
