import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeUser } from '../../testing/fixtures';
import { renderWithPortal } from '../../testing/render-with-portal';
import { AppLayout } from '../app-layout';

async function openUserMenu(name: string) {
  await userEvent.click(screen.getByRole('button', { name }));
}

const signOuts: (string | null)[] = [];
const server = setupServer(
  http.post('/api/v1/users/signout', ({ request }) => {
    signOuts.push(request.headers.get('authorization'));
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('AppLayout user menu', () => {
  it.each([
    [{ fullName: 'Grace Hopper', name: 'grace' }, 'Grace Hopper'],
    [{ fullName: undefined, name: 'grace.h' }, 'grace.h'],
    [{ fullName: undefined, name: undefined }, 'User'],
  ])('shows fullName, else name, else User (%o)', async (fields, expected) => {
    await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/clients', user: makeUser(fields) });
    expect(screen.getByRole('button', { name: expected })).toBeInTheDocument();
  });

  it('goes to /profile from Your Profile', async () => {
    await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/clients', user: makeUser() });
    await openUserMenu('Ada Lovelace');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Your Profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });

  it('logs out: clears local storage, signs out and goes to /signin', async () => {
    window.localStorage.setItem('accessToken', 'token-1');
    window.localStorage.setItem('roles', '["Approver"]');
    const { store } = await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/clients', user: makeUser() });
    await openUserMenu('Ada Lovelace');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(window.localStorage.length).toBe(0);
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
    await waitFor(() => expect(signOuts).toEqual(['Bearer token-1']), { timeout: 5000 });
  });

  it('is reachable with the keyboard', async () => {
    await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/clients', user: makeUser() });
    screen.getByRole('button', { name: 'Ada Lovelace' }).focus();
    await userEvent.keyboard('{Enter}');
    // The focus moves into the menu, so the arrow keys and Enter act on its items.
    const logout = await screen.findByRole('menuitem', { name: 'Logout' });
    await waitFor(() => expect(logout.closest('[role="menu"]')).toHaveFocus());
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/clients', user: makeUser() });
    const button = screen.getByRole('button', { name: 'Ada Lovelace' });
    await openUserMenu('Ada Lovelace');
    const logout = await screen.findByRole('menuitem', { name: 'Logout' });
    logout.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Logout' })).toBeNull());
    expect(button).toHaveFocus();
  });
});
