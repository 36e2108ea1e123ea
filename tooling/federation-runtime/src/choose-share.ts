import { accepts, acceptedRange, isOlder } from './requirement';
import type { SharedVersionMismatch } from './shared-version-refusal';

/**
 * Singletons a remote may replace with the copy it brings when the page's cannot serve it: their modules keep no
 * state that another app's copy must see. yup's schemas are plain objects (a schema made by one copy composes with
 * another's). Not formik (its form context must be the one shared-ui's fields read), nor react, react-dom,
 * react-router, react-redux, @reduxjs/toolkit (contexts, the store), dayjs (plugins extend the one instance), nor
 * shared-ui (it carries antd's one context) and shared-auth (the one store and API cache).
 */
export const SAFE_TO_COPY: ReadonlySet<string> = new Set(['yup']);

export type ShareRequest = {
  packageName: string;
  /** The consumer build's requiredVersion; false or absent means any version. */
  requiredVersion: string | false | undefined;
  consumer: string;
  consumerVersion: string;
  pageVersion: string;
  pageProvider: string;
};

export type ShareChoice =
  | { use: 'page' }
  | { use: 'own-copy'; mismatch: SharedVersionMismatch }
  | { use: 'refuse'; mismatch: SharedVersionMismatch };

/** Which copy of a singleton a consumer gets: the page's when it is one the consumer accepts, else its own or none. */
export function chooseShare(request: ShareRequest): ShareChoice {
  const { packageName, requiredVersion, consumer, consumerVersion, pageVersion, pageProvider } = request;
  if (!requiredVersion || requiredVersion === '*') return { use: 'page' };
  const accepted = acceptedRange(packageName, requiredVersion);
  if (accepts(accepted, pageVersion)) return { use: 'page' };
  const mismatch = { packageName, consumer, accepted, consumerVersion, pageVersion, pageProvider, pageIsOlder: isOlder(pageVersion, consumerVersion) };
  return SAFE_TO_COPY.has(packageName) ? { use: 'own-copy', mismatch } : { use: 'refuse', mismatch };
}
