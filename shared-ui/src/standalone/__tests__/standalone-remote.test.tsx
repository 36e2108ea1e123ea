import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortalStore } from '@portal/shared-auth';
import { makeUser } from '../../testing/fixtures';
import { jsonResponse, mockFetch } from '../../testing/mock-fetch';
import { StandaloneRemote } from '../standalone-remote';

const user = makeUser({ fullName: 'Remote Dev' });

afterEach(() => window.localStorage.clear());

describe('StandaloneRemote', () => {
  it('asks for credentials without a session, then shows the remote inside the layout', async () => {
    const fetchMock = mockFetch((url) =>
      url.endsWith('/signin') ? jsonResponse({ accessToken: 'token-1' }) : jsonResponse(user),
    );
    render(<StandaloneRemote store={createPortalStore()}>Remote content</StandaloneRemote>);
    expect(await screen.findByRole('heading', { name: 'Sign in (standalone remote)' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'dev@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Remote content')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remote Dev' })).toBeInTheDocument();
    expect(window.localStorage.getItem('accessToken')).toBe('token-1');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ username: 'dev@example.com', password: 'pw' });
  });

  it('reports wrong credentials', async () => {
    mockFetch(() => jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Invalid credentials' }, 401));
    render(<StandaloneRemote store={createPortalStore()}>Remote content</StandaloneRemote>);
    await userEvent.type(await screen.findByLabelText('Email'), 'dev@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username or password is incorrect.')).toBeInTheDocument();
    expect(screen.queryByText('Remote content')).not.toBeInTheDocument();
  });

  it('goes straight to the remote with a stored, valid session', async () => {
    window.localStorage.setItem('accessToken', 'token-1');
    mockFetch(() => jsonResponse(user));
    render(<StandaloneRemote store={createPortalStore()}>Remote content</StandaloneRemote>);
    expect(await screen.findByText('Remote content')).toBeInTheDocument();
  });
});
