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

// webpack's container (@module-federation/enhanced's ContainerEntryModule) and the runtime's error code for the same.
const MISSING_EXPOSE = /does not exist in container|RUNTIME-014/;

/**
 * The remote answered but has no such module: a build deployed before the page existed (the container's
 * `Module "./AuditLogPage" does not exist in container.`, or the runtime's RUNTIME-014), looking through `cause`.
 * Not a network failure, so trying again does not help until a newer remote is deployed.
 */
export function isMissingExpose(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { message, cause } = current as { message?: unknown; cause?: unknown };
    if (typeof message === 'string' && MISSING_EXPOSE.test(message)) return true;
    current = cause;
  }
  return false;
}

export function isRemoteFallback(value: unknown): value is ReturnType<typeof createRemoteFallback> {
  return typeof value === 'object' && value !== null && REMOTE_FALLBACK in value;
}
