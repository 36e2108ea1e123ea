/**
 * The page the identity provider sends the pop-up back to. MSAL 5 takes the answer from there over a
 * BroadcastChannel, so this path runs only the small redirect bridge, never the portal itself.
 */
export const SSO_REDIRECT_PATH = '/sso-redirect';

export function isSsoRedirectPage(location: Pick<Location, 'pathname'> = window.location): boolean {
  return location.pathname === SSO_REDIRECT_PATH;
}

export function ssoRedirectUri(): string {
  return `${window.location.origin}${SSO_REDIRECT_PATH}`;
}
