// Shared by the runtime plugin and the React side: it must not import any shared module (React included).

/** Marks the stand-in module the runtime plugin returns for a remote that failed to load. */
export const REMOTE_FALLBACK = Symbol.for('portal.remote-fallback');

/** Raised when a federated module is unreachable or does not default-export a component. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    options?: { cause?: unknown },
  ) {
    super(`The federated module ${remoteId} could not be loaded.`, options);
    this.name = 'RemoteUnavailableError';
  }
}

/** The module `loadRemote` resolves to when the remote fails: rendering its default throws RemoteUnavailableError. */
export function createRemoteFallback(remoteId: string, cause: unknown) {
  return {
    __esModule: true,
    [REMOTE_FALLBACK]: remoteId,
    /** Why it failed: the page tells a version refusal from an unreachable remote. */
    cause,
    default: function RemoteUnavailable(): never {
      throw new RemoteUnavailableError(remoteId, { cause });
    },
  };
}

export function isRemoteFallback(value: unknown): value is ReturnType<typeof createRemoteFallback> {
  return typeof value === 'object' && value !== null && REMOTE_FALLBACK in value;
}
