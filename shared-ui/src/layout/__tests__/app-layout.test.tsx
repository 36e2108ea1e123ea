import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../testing/fixtures';
import { renderWithPortal } from '../../testing/render-with-portal';
import { AppLayout } from '../app-layout';

function navLinks() {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

function activeLink() {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('AppLayout side navigation', () => {
  it('shows the eight sections to a MANAGER', async () => {
    await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/clients', user: makeUser({ role: 'MANAGER' }) });
    expect(navLinks()).toEqual(['Clients', 'Projects', 'Employees', 'Allocations', 'Utilisation', 'Holidays', 'Timesheets', 'Leave', 'Team calendar']);
  });

  it('shows them and the Audit log to an ADMIN', async () => {
    await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/clients', user: makeUser({ role: 'ADMIN' }) });
    expect(navLinks()).toEqual(['Clients', 'Projects', 'Employees', 'Allocations', 'Utilisation', 'Holidays', 'Timesheets', 'Leave', 'Team calendar', 'Audit log']);
  });

  it('shows only Profile and Timesheets to an EMPLOYEE', async () => {
    await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/profile', user: makeUser({ role: 'EMPLOYEE' }) });
    expect(navLinks()).toEqual(['Profile', 'Timesheets']);
  });

  it('shows the brand as a link home', async () => {
    await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/clients', user: makeUser() });
    expect(screen.getByRole('link', { name: 'Workforce Portal home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/projects', 'Projects'],
    ['/timesheets', 'Timesheets'],
    ['/timesheets/42/edit', 'Timesheets'],
  ])('highlights the active item at %s', async (route, label) => {
    await renderWithPortal(<AppLayout>content</AppLayout>, { route, user: makeUser() });
    expect(activeLink()).toEqual([label]);
  });

  it('navigates when a section is chosen', async () => {
    await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/clients', user: makeUser() });
    await userEvent.click(screen.getByRole('link', { name: 'Employees' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/employees');
    expect(activeLink()).toEqual(['Employees']);
  });
});

describe('AppLayout header, content and footer', () => {
  it('renders the page content', async () => {
    await renderWithPortal(<AppLayout>Page body</AppLayout>, { route: '/clients', user: makeUser() });
    expect(screen.getByRole('main')).toHaveTextContent('Page body');
  });

  it('has no search box without a search handler', async () => {
    await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/clients', user: makeUser() });
    expect(screen.queryByPlaceholderText('Search applications...')).not.toBeInTheDocument();
  });

  it('passes every keystroke of the search box on', async () => {
    const handleSearch = jest.fn();
    await renderWithPortal(<AppLayout onSearch={handleSearch}>content</AppLayout>, { route: '/clients', user: makeUser() });
    await userEvent.type(screen.getByPlaceholderText('Search applications...'), 'abc');
    expect(handleSearch.mock.calls.map(([text]) => text)).toEqual(['a', 'ab', 'abc']);
  });

  it('shows the copyright line and the three footer links', async () => {
    await renderWithPortal(<AppLayout>content</AppLayout>, { route: '/clients', user: makeUser() });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Workforce Portal`)).toBeInTheDocument();
    for (const label of ['Privacy Policy', 'Terms of Service', 'Contact']) {
      expect(within(footer).getByRole('link', { name: label })).toHaveAttribute('href', '#');
    }
  });
});
