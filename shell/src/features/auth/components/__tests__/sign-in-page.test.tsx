import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@portal/shared-ui/testing';
import { jsonResponse, mockFetch } from '@portal/shared-ui/testing';
import { currentPath, renderApp } from '../../../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../../../testing/federation-runtime-mock'));

const admin = makeUser({ role: 'ADMIN' });

afterEach(() => window.localStorage.clear());

async function fillAndSubmit(email = 'ada@example.com', password = 'secret') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

async function expectToast(title: string) {
  const toast = await screen.findByText(title, { selector: '.ant-notification-notice-title' });
  expect(toast).toBeInTheDocument();
}

describe('Sign-in page', () => {
  it('shows the brand, heading, fields and the Forgot Password link', async () => {
    await renderApp({ route: '/signin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText('Workforce Portal')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot Password' }));
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Sign In/ })).toHaveAttribute('href', '/signin');
  });

  it('requires an email and a password', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    await renderApp({ route: '/signin' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    // Only the single sign-on settings were read (at page load); no sign-in call went out.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/v1/auth/sso-config']);
  });

  it('rejects an email without text@text.text', async () => {
    await renderApp({ route: '/signin' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example');
    await userEvent.tab();
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('reads Signing In... while busy, then goes to / on success', async () => {
    let answerSignIn: (value: ReturnType<typeof jsonResponse>) => void = () => undefined;
    const fetchMock = mockFetch((url) =>
      url.endsWith('/signin') ? new Promise((resolve) => (answerSignIn = resolve)) : jsonResponse(admin),
    );
    await renderApp({ route: '/signin' });
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    answerSignIn(jsonResponse({ accessToken: 'token-1' }));
    await waitFor(() => expect(currentPath()).toBe('/clients'));
    expect(window.localStorage.getItem('accessToken')).toBe('token-1');
    const signInCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/signin'));
    expect(JSON.parse(String(signInCall?.[1]?.body))).toEqual({ username: 'ada@example.com', password: 'secret' });
  });

  it('shows the incorrect-credentials text and a Login Failed toast on 401', async () => {
    mockFetch(() => jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Invalid credentials' }, 401));
    await renderApp({ route: '/signin' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password is incorrect.');
    await expectToast('Login Failed');
    expect(currentPath()).toBe('/signin');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it.each([
    ['a server error', () => jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500)],
    ['an unreachable server', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows a Signin Failed toast on %s', async (_case, answer) => {
    mockFetch(answer);
    await renderApp({ route: '/signin' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password is incorrect.');
    await expectToast('Signin Failed');
  });

  it("shows the server's message when rate limited", async () => {
    const message = 'Too many sign-in attempts. Try again in 60 seconds.';
    mockFetch(() => jsonResponse({ statusCode: 429, error: 'Too Many Requests', message }, 429));
    await renderApp({ route: '/signin' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Username or password is incorrect.', { selector: '[role="alert"] *' })).not.toBeInTheDocument();
  });
});
