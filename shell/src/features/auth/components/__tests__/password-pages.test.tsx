import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../../../../testing/render-app';

// The sign-in page these pages lead back to asks whether single sign-on is on; here it is off.
const server = setupServer(http.get('/api/v1/auth/sso-config', () => HttpResponse.json({ enabled: false })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

describe('forgot password', () => {
  test('sends the address and confirms with the spec text', async () => {
    let sent: unknown;
    server.use(
      http.put('/api/v1/users/forgotpassword', async ({ request }) => {
        sent = await request.json();
        await delay(50);
        return HttpResponse.json({ message: 'If an account exists for this e-mail, a reset link has been sent to it.' });
      }),
    );
    const user = userEvent.setup();
    await renderApp({ route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), ' ana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByText('A reset link has been sent to your email.')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'ana@example.com' });
    expect(screen.getByRole('link', { name: /Back to Sign In/ })).toHaveAttribute('href', '/signin');
  });

  test('shows the server message, e.g. when rate limited', async () => {
    server.use(
      http.put('/api/v1/users/forgotpassword', () =>
        HttpResponse.json({ statusCode: 429, error: 'Too Many Requests', message: 'Too many attempts. Try again in 15 minutes.' }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    await renderApp({ route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Too many attempts. Try again in 15 minutes.')).toBeInTheDocument();
  });

  test('says something went wrong when the server cannot be reached', async () => {
    server.use(http.put('/api/v1/users/forgotpassword', () => HttpResponse.error()));
    const user = userEvent.setup();
    await renderApp({ route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});

describe('set password', () => {
  test('asks for both fields, then for matching ones, before calling the server', async () => {
    const user = userEvent.setup();
    await renderApp({ route: '/auth/set-password/tok123' });
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Please fill in both fields.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'a long passphrase');
    await user.type(screen.getByLabelText('Confirm Password'), 'a long passphrase!');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
  });

  test('sends the token from the link, confirms, and returns to sign-in after 2 seconds', async () => {
    let sent: unknown;
    server.use(
      http.put('/api/v1/users/passwordsetup', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Password set successfully.' });
      }),
    );
    const user = userEvent.setup();
    await renderApp({ route: '/auth/set-password/tok123' });
    await user.type(screen.getByLabelText('New Password'), 'a long passphrase');
    await user.type(screen.getByLabelText('Confirm Password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Password set successfully! Redirecting to sign in...')).toBeInTheDocument();
    expect(sent).toEqual({ recoveryToken: 'tok123', password: 'a long passphrase' });
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/set-password/tok123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/signin'), { timeout: 3500 });
  });

  test('shows the server message for an expired link or a weak password', async () => {
    server.use(
      http.put('/api/v1/users/passwordsetup', () =>
        HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'This password is too common. Choose one that is harder to guess.' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    await renderApp({ route: '/auth/set-password/tok123' });
    await user.type(screen.getByLabelText('New Password'), 'password1');
    await user.type(screen.getByLabelText('Confirm Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('This password is too common. Choose one that is harder to guess.')).toBeInTheDocument();
  });
});
