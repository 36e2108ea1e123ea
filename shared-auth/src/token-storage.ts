const ACCESS_TOKEN_KEY = 'accessToken';

/** The portal's access token, kept in localStorage under `accessToken` (spec §3). */
export function getAccessToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAccessToken(token: string): void {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
}

/** Sign-out wipes every locally stored key, not just the token (spec §2, §9). */
export function clearLocalData(): void {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch (error) {
    console.error('Failed to clear local data', error);
  }
}
