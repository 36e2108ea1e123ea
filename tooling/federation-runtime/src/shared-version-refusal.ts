/** What the page had, what a remote needed, and which side is behind: enough to name the fix to a person. */
export type SharedVersionMismatch = {
  /** The shared package, e.g. @portal/shared-ui. */
  packageName: string;
  /** The federation name of the app that asked for it, e.g. remote_projects. */
  consumer: string;
  /** The versions the consumer accepts, e.g. "^1.2.0". */
  accepted: string;
  /** The version the consumer was built with (the copy it brings). */
  consumerVersion: string;
  /** The version the page has loaded, and which app provided it (usually the shell). */
  pageVersion: string;
  pageProvider: string;
  /** The page's copy is older than the consumer's: the portal (shell) needs updating, not the remote. */
  pageIsOlder: boolean;
};

// A symbol from the global registry: the refusal is raised in one bundle (a remote's runtime) and read in another
// (the shell's), which share no classes.
const MISMATCH = Symbol.for('portal.shared-version-mismatch');

/** One log line naming both versions. */
export function describeMismatch(mismatch: SharedVersionMismatch): string {
  const { consumer, packageName, accepted, consumerVersion, pageVersion, pageProvider } = mismatch;
  return `${consumer} needs ${packageName} ${accepted} (built with ${consumerVersion}); the page has ${pageVersion} from ${pageProvider}`;
}

/** Raised while a remote's modules load, before any of them runs: its page is refused, not rendered. */
export function sharedVersionRefusal(mismatch: SharedVersionMismatch): Error {
  const error = new Error(`Refused: ${describeMismatch(mismatch)}.`);
  error.name = 'SharedVersionRefusal';
  Object.defineProperty(error, MISMATCH, { value: mismatch });
  return error;
}

/** The mismatch behind a failed remote load, looking through errors that wrap it (`cause`). */
export function mismatchOf(error: unknown): SharedVersionMismatch | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const mismatch = (current as { [MISMATCH]?: SharedVersionMismatch })[MISMATCH];
    if (mismatch) return mismatch;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
