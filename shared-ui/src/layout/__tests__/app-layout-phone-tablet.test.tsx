import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../testing/fixtures';
import { renderWithPortal } from '../../testing/render-with-portal';
import { AppLayout } from '../app-layout';

const desktopMatchMedia = window.matchMedia;

/** Answers antd's min-/max-width media queries as a browser of this width would. */
function setViewportWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { ...desktopMatchMedia(query), matches };
  }) as typeof window.matchMedia;
}

afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

describe('AppLayout on a phone', () => {
  beforeEach(() => setViewportWidth(390));

  it('hides the nav behind a menu button and shows the page title in the header', async () => {
    await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/timesheets/42', user: makeUser({ role: 'EMPLOYEE' }) });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Timesheets')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the drawer, navigates to the chosen entry and closes it', async () => {
    await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/clients', user: makeUser() });
    const menuButton = screen.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Employees' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/employees');
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
  });

  it('closes the drawer on Escape', async () => {
    await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/clients', user: makeUser() });
    const menuButton = screen.getByRole('button', { name: 'Open navigation' });
    await userEvent.click(menuButton);
    await screen.findByRole('dialog', { name: 'Navigation' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
  });

  it('keeps the name of the person on the avatar-only user menu', async () => {
    await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/clients', user: makeUser({ firstName: 'Ada', lastName: 'Lovelace' }) });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: /Ada Lovelace/ })).toBeInTheDocument();
  });
});

describe('AppLayout on a tablet', () => {
  beforeEach(() => setViewportWidth(768));

  it('keeps the side nav, collapsed, and no menu button', async () => {
    const { container } = await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/clients', user: makeUser() });
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(container.querySelector('.ant-layout-sider-collapsed')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  });
});

describe('AppLayout on a desktop', () => {
  beforeEach(() => setViewportWidth(1280));

  it('keeps the full side nav', async () => {
    const { container } = await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/clients', user: makeUser() });
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(container.querySelector('.ant-layout-sider-collapsed')).toBeNull();
  });
});
