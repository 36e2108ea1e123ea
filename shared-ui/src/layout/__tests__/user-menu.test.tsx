import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../testing/fixtures';
import { renderWithPortal } from '../../testing/render-with-portal';
import { AppLayout } from '../app-layout';

async function openUserMenu(name: string) {
  await userEvent.click(screen.getByRole('button', { name }));
}

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
  });

  it('is reachable with the keyboard', async () => {
    await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/clients', user: makeUser() });
    screen.getByRole('button', { name: 'Ada Lovelace' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
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
