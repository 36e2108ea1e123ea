import {
  LogLevel,
  createStandardPublicClientApplication,
  type AccountInfo,
  type AuthenticationResult,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import { onSignOut, type SsoSettings } from '@portal/shared-auth';
import { storeDirectoryProfile } from './directory-profile';
import { ssoRedirectUri } from './sso-redirect';

// This module is loaded only when someone clicks the single sign-on button, so MSAL never weighs on the sign-in page.

export type EnabledSsoSettings = Extract<SsoSettings, { enabled: true }>;

let client: { settingsKey: string; app: Promise<IPublicClientApplication> } | undefined;

/** MSAL writes through this; personal data is never logged (spec §9: level 2, PII off). */
function logMsal(level: LogLevel, message: string, containsPii: boolean): void {
  if (containsPii) return;
  if (level === LogLevel.Error) console.error(message);
  else if (level === LogLevel.Warning) console.warn(message);
  else console.info(message);
}

async function createClient(settings: EnabledSsoSettings): Promise<IPublicClientApplication> {
  const app = await createStandardPublicClientApplication({
    auth: {
      clientId: settings.clientId,
      authority: settings.authority,
      knownAuthorities: settings.knownAuthorities,
      redirectUri: ssoRedirectUri(),
      postLogoutRedirectUri: window.location.origin,
    },
    cache: { cacheLocation: 'localStorage' },
    system: {
      protocolMode: settings.protocolMode,
      loggerOptions: { logLevel: LogLevel.Info, piiLoggingEnabled: false, loggerCallback: logMsal },
    },
  });
  // Logout (spec §2) clears local storage; this also forgets the accounts MSAL holds in memory. No server round trip.
  onSignOut(() => app.clearCache());
  return app;
}

function getClient(settings: EnabledSsoSettings): Promise<IPublicClientApplication> {
  const settingsKey = JSON.stringify(settings);
  if (client?.settingsKey !== settingsKey) client = { settingsKey, app: createClient(settings) };
  return client.app;
}

/** The API-scope token from the cache or by refresh token; a pop-up only when the provider needs the user again. */
async function acquireApiToken(app: IPublicClientApplication, account: AccountInfo, apiScope: string): Promise<AuthenticationResult> {
  try {
    return await app.acquireTokenSilent({ scopes: [apiScope], account });
  } catch (error) {
    console.info('Silent token acquisition failed; asking interactively', error);
    return app.acquireTokenPopup({ scopes: [apiScope], account });
  }
}

/**
 * Pop-up sign-in at the identity provider, then an access token for the portal API's own scope (the only token the
 * API accepts). The login scopes (User.Read, profile) also allow the optional directory profile read.
 */
export async function acquireSsoApiToken(settings: EnabledSsoSettings): Promise<string> {
  const app = await getClient(settings);
  const login = await app.loginPopup({ scopes: settings.loginScopes, extraScopesToConsent: [settings.apiScope] });
  app.setActiveAccount(login.account);
  void storeDirectoryProfile(login, settings.protocolMode);
  const apiToken = await acquireApiToken(app, login.account, settings.apiScope);
  return apiToken.accessToken;
}
