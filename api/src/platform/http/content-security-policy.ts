import type { Config } from '../../config.js';

/** The origin of an absolute URL; undefined for a path on this server (already 'self'). */
function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

const unique = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => value !== undefined))];

// MSAL reads the directory profile from Microsoft Graph when signing in against Entra ID (AAD mode).
const GRAPH_ORIGIN = 'https://graph.microsoft.com';

/**
 * Content-Security-Policy directives for the portal's pages: scripts only from this server and the configured
 * remote origins, connections also to the identity provider, nothing framed by or framing anyone but the
 * provider's silent sign-in frame. antd writes its styles at run time, hence 'unsafe-inline' for styles only.
 * `remotes` is the list as it is now (security.ts builds the policy again when PORTAL_REMOTES_FILE changes);
 * a remote's versions under paths of one origin share one entry here, so switching between them keeps the policy.
 */
export function contentSecurityPolicy(config: Pick<Config, 'remotes' | 'sso'>): Record<string, string[]> {
  const remoteOrigins = unique(Object.values(config.remotes).map(originOf));
  const sso = config.sso;
  // The provider's pages open in the pop-up and, for silent renewal, in a hidden frame.
  const identityOrigins = sso ? unique([originOf(sso.authority), ...sso.knownAuthorities.map((host) => originOf(`https://${host}`))]) : [];
  const graph = sso?.protocolMode === 'AAD' ? [GRAPH_ORIGIN] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remoteOrigins],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins],
    fontSrc: ["'self'", 'data:', ...remoteOrigins],
    connectSrc: ["'self'", ...remoteOrigins, ...identityOrigins, ...graph],
    frameSrc: identityOrigins.length > 0 ? identityOrigins : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}
