import type { AuthenticationResult } from '@azure/msal-browser';

const USER_INFO_KEY = 'userInfo';
const GRAPH_ME = 'https://graph.microsoft.com/v1.0/me?$select=displayName,mail,userPrincipalName,jobTitle,department';

/** The directory profile of spec §7; only the basic fields when the directory cannot be read. */
export type DirectoryProfile = {
  displayName: string | null;
  mail: string | null;
  userPrincipalName: string | null;
  jobTitle?: string | null;
  department?: string | null;
};

function basicProfile(login: AuthenticationResult): DirectoryProfile {
  return { displayName: login.account.name ?? null, mail: null, userPrincipalName: login.account.username || null };
}

async function readGraphProfile(accessToken: string): Promise<DirectoryProfile> {
  const response = await fetch(GRAPH_ME, { headers: { Authorization: `Bearer ${accessToken}` } });
  if (!response.ok) throw new Error(`directory answered ${response.status}`);
  return (await response.json()) as DirectoryProfile;
}

/**
 * Keeps the user's directory profile under `userInfo` (cleared at logout with everything else). Only Entra ID has a
 * directory to ask; a failed read is logged and the basic profile from the sign-in is used (spec §8).
 */
export async function storeDirectoryProfile(login: AuthenticationResult, protocolMode: 'AAD' | 'OIDC'): Promise<void> {
  let profile = basicProfile(login);
  if (protocolMode === 'AAD' && login.accessToken) {
    try {
      profile = await readGraphProfile(login.accessToken);
    } catch (error) {
      console.warn('Directory profile could not be read; using the basic profile', error);
    }
  }
  try {
    window.localStorage.setItem(USER_INFO_KEY, JSON.stringify(profile));
  } catch (error) {
    console.error('Failed to store the profile', error);
  }
}
