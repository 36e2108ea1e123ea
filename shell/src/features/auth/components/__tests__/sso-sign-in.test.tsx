import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, makeUser, mockFetch } from '@portal/shared-ui/testing';
import { currentPath, renderApp } from '../../../../testing/render-app';
import { acquireSsoApiToken } from '../../sso/msal-sign-in';
import { SSO_CANCELLED } from '../../utils/sso-failure';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../../../testing/federation-runtime-mock'));
// MSAL's pop-up cannot run in jsdom; the browser flow is covered end to end by e2e/tests/sso.spec.ts.
jest.mock('../../sso/msal-sign-in', () => ({ acquireSsoApiToken: jest.fn() }));

const acquireToken = jest.mocked(acquireSsoApiToken);
const employee = makeUser({ role: 'EMPLOYEE', fullName: 'Eve Employee' });
const ENABLED = {
  enabled: true,
  clientId: 'portal-spa',
  authority: 'https://login.example/tenant',
  knownAuthorities: ['login.example'],
  protocolMode: 'AAD',
  apiScope: 'api://portal-api/access_as_user',
  loginScopes: ['User.Read', 'profile'],
};

type Answer = ReturnType<typeof jsonResponse>;

/** The API as the sign-in page meets it: the SSO settings, the exchange and the current user. */
function mockApi({ settings = ENABLED as object, exchange = (): Answer => jsonResponse({ accessToken: 'portal-token' }) } = {}) {
  return mockFetch((url) => {
    if (url.endsWith('/v1/auth/sso-config')) return jsonResponse(settings);
    if (url.endsWith('/v1/users/sso')) return exchange();
    if (url.endsWith('/v1/users/currentuser')) return jsonResponse(employee);
    return jsonResponse({ statusCode: 404, error: 'Not Found', message: 'no such route' }, 404);
  });
}

const ssoButton = () => screen.findByRole('button', { name: /Sign in with Microsoft/ });

afterEach(() => {
  window.localStorage.clear();
  acquireToken.mockReset();
});

describe('Single sign-on on the sign-in page', () => {
  it('is hidden when the API says single sign-on is off, leaving the password form as it was', async () => {
    const fetchMock = mockApi({ settings: { enabled: false } });
    await renderApp({ route: '/signin' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/v1/auth/sso-config', expect.anything()));
    expect(screen.queryByRole('button', { name: /Sign in with Microsoft/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('exchanges the provider token for a portal session and lands on the role home page', async () => {
    acquireToken.mockResolvedValue('provider-api-token');
    const fetchMock = mockApi();
    await renderApp({ route: '/signin' });
    await userEvent.click(await ssoButton());
    await waitFor(() => expect(currentPath()).toBe('/profile'));
    expect(acquireToken).toHaveBeenCalledWith(expect.objectContaining({ apiScope: ENABLED.apiScope, loginScopes: ['User.Read', 'profile'] }));
    const exchange = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/v1/users/sso'));
    expect(JSON.parse(String(exchange?.[1]?.body))).toEqual({ accessToken: 'provider-api-token' });
    expect(window.localStorage.getItem('accessToken')).toBe('portal-token');
  });

  it('returns to the page that was asked for before sign-in', async () => {
    acquireToken.mockResolvedValue('provider-api-token');
    mockApi();
    await renderApp({ route: '/timesheets' });
    await waitFor(() => expect(currentPath()).toBe('/signin'));
    await userEvent.click(await ssoButton());
    await waitFor(() => expect(currentPath()).toBe('/timesheets'));
  });

  it("shows the API's message when the portal refuses the account", async () => {
    const message = 'Your portal account is inactive. Ask an administrator to reactivate it.';
    acquireToken.mockResolvedValue('provider-api-token');
    mockApi({ exchange: () => jsonResponse({ statusCode: 403, error: 'Forbidden', message }, 403) });
    await renderApp({ route: '/signin' });
    await userEvent.click(await ssoButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(currentPath()).toBe('/signin');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('says so when the sign-in window was closed', async () => {
    acquireToken.mockRejectedValue(Object.assign(new Error('user_cancelled: User cancelled the flow.'), { errorCode: 'user_cancelled' }));
    const fetchMock = mockApi();
    await renderApp({ route: '/signin' });
    await userEvent.click(await ssoButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_CANCELLED);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/v1/users/sso'))).toBe(false);
    expect(await ssoButton()).toBeEnabled();
  });
});
