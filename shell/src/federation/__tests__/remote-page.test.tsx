import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { sharedVersionRefusal, type SharedVersionMismatch } from '@portal/federation-runtime';
import { makeUser } from '@portal/shared-ui/testing';
import { renderApp } from '../../testing/render-app';
import { createRemoteFallback } from '../remote-fallback';
import { clearRemotePages } from '../remote-page-cache';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../testing/federation-runtime-mock'));

const loadRemoteMock = jest.mocked(loadRemote);

function Crashing(): never {
  throw new Error('remote bug');
}

beforeEach(() => {
  loadRemoteMock.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  clearRemotePages();
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('RemotePage', () => {
  it('shows the error panel inside the layout when the runtime gives the fallback module, and recovers on Retry', async () => {
    loadRemoteMock.mockResolvedValueOnce(createRemoteFallback('remote_projects/ClientsPage', new Error('offline')));
    await renderApp({ route: '/clients', user: makeUser() });

    expect(await screen.findByText('This section could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(/The Projects service is unreachable/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Employees' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'remote_projects/ClientsPage' })).toBeInTheDocument();
    expect(screen.queryByText('This section could not be loaded')).not.toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenLastCalledWith('remote_projects/ClientsPage');
  });

  it('names the side that is behind when the version guard refused the remote, instead of blaming the network', async () => {
    const mismatch: SharedVersionMismatch = {
      packageName: '@portal/shared-ui',
      consumer: 'remote_projects',
      accepted: '^1.3.0',
      consumerVersion: '1.3.0',
      pageVersion: '1.0.0',
      pageProvider: 'shell',
      pageIsOlder: true,
    };
    loadRemoteMock.mockResolvedValueOnce(createRemoteFallback('remote_projects/ClientsPage', sharedVersionRefusal(mismatch)));
    await renderApp({ route: '/clients', user: makeUser() });
    expect(await screen.findByText('Projects needs a newer portal')).toBeInTheDocument();
    expect(screen.getByText(/Ask the admins to update the portal shell/)).toBeInTheDocument();
    expect(screen.queryByText(/unreachable/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();

    loadRemoteMock.mockResolvedValueOnce(createRemoteFallback('remote_projects/ProjectsPage', sharedVersionRefusal({ ...mismatch, pageVersion: '2.0.0', pageIsOlder: false })));
    await userEvent.click(screen.getByRole('link', { name: 'Projects' }));
    expect(await screen.findByText('Projects is too old for this portal')).toBeInTheDocument();
    expect(screen.getByText(/Ask the admins to deploy a newer Projects/)).toBeInTheDocument();
  });

  it('tries a failed remote again when the user comes back to it', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('offline'));
    await renderApp({ route: '/projects', user: makeUser() });
    expect(await screen.findByText(/The Projects service is unreachable/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Employees' }));
    expect(await screen.findByRole('heading', { name: 'remote_directory/EmployeesPage' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Projects' }));
    expect(await screen.findByRole('heading', { name: 'remote_projects/ProjectsPage' })).toBeInTheDocument();
  });

  it("shows an admin's Audit log from the Directory, and says that Directory is too old when it predates the page", async () => {
    const current = await renderApp({ route: '/audit-log', user: makeUser({ role: 'ADMIN' }) });
    expect(await screen.findByRole('heading', { name: 'remote_directory/AuditLogPage' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Audit log' })).toBeInTheDocument();
    current.unmount();
    clearRemotePages();

    // An older remote_directory exposes no AuditLogPage: its container's error becomes the fallback module.
    const missing = new Error('Module "./AuditLogPage" does not exist in container.');
    loadRemoteMock.mockResolvedValueOnce(createRemoteFallback('remote_directory/AuditLogPage', missing));
    await renderApp({ route: '/audit-log', user: makeUser({ role: 'ADMIN' }) });
    expect(await screen.findByText('Directory is too old for this page')).toBeInTheDocument();
    expect(screen.getByText(/This version of Directory was deployed before this page existed\. Ask the admins to deploy a newer Directory\. The rest of the portal still works\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText(/unreachable|could not be loaded/)).not.toBeInTheDocument();

    // The rest of the portal still works, the Directory's other pages included.
    await userEvent.click(screen.getByRole('link', { name: 'Employees' }));
    expect(await screen.findByRole('heading', { name: 'remote_directory/EmployeesPage' })).toBeInTheDocument();
  });

  it("tells the runtime's own missing-module error (RUNTIME-014) from an unreachable remote, when loading rejects", async () => {
    const runtimeError = new Error('[ Federation Runtime ]: The remote does not expose the requested module. #RUNTIME-014');
    loadRemoteMock.mockRejectedValueOnce(new Error('load failed', { cause: runtimeError }));
    await renderApp({ route: '/clients', user: makeUser() });
    expect(await screen.findByText('Projects is too old for this page')).toBeInTheDocument();
    expect(screen.queryByText('This section could not be loaded')).not.toBeInTheDocument();
  });

  it('leaves the Audit log out of the navigation of anyone but an admin', async () => {
    await renderApp({ route: '/clients', user: makeUser({ role: 'MANAGER' }) });
    expect(await screen.findByRole('heading', { name: 'remote_projects/ClientsPage' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
  });

  it("shows a manager's Leave page from the Directory, with its navigation item, and refuses it to an EMPLOYEE", async () => {
    const manager = await renderApp({ route: '/leave', user: makeUser({ role: 'MANAGER' }) });
    expect(await screen.findByRole('heading', { name: 'remote_directory/LeavePage' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leave' })).toHaveAttribute('aria-current', 'page');
    manager.unmount();
    clearRemotePages();
    loadRemoteMock.mockClear();

    await renderApp({ route: '/leave', user: makeUser({ role: 'EMPLOYEE' }) });
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Leave' })).not.toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it("shows the Team calendar from the Directory to a manager, with its navigation item, and refuses it to an EMPLOYEE", async () => {
    const manager = await renderApp({ route: '/team-calendar', user: makeUser({ role: 'MANAGER' }) });
    expect(await screen.findByRole('heading', { name: 'remote_directory/TeamCalendarPage' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team calendar' })).toHaveAttribute('aria-current', 'page');
    manager.unmount();
    clearRemotePages();
    loadRemoteMock.mockClear();

    await renderApp({ route: '/team-calendar', user: makeUser({ role: 'EMPLOYEE' }) });
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Team calendar' })).not.toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('shows the error panel when loading rejects', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('RUNTIME-004'));
    await renderApp({ route: '/employees', user: makeUser() });
    expect(await screen.findByText(/The Directory service is unreachable/)).toBeInTheDocument();
  });

  it('contains a remote that crashes while rendering', async () => {
    loadRemoteMock.mockResolvedValueOnce({ default: Crashing });
    await renderApp({ route: '/allocations', user: makeUser() });
    expect(await screen.findByText(/The Allocations service is unreachable/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Timesheets' }));
    expect(await screen.findByRole('heading', { name: 'remote_timesheets/TimesheetsPage' })).toBeInTheDocument();
  });

  it("loads a signed-in person's home page once, ahead of the layout, and shows it", async () => {
    await renderApp({ route: '/', user: makeUser({ role: 'EMPLOYEE' }) });
    expect(await screen.findByRole('heading', { name: 'remote_directory/ProfilePage' })).toBeInTheDocument();
    expect(loadRemoteMock.mock.calls).toEqual([['remote_directory/ProfilePage']]);
  });

  it('downloads nothing for a page the role may not open', async () => {
    await renderApp({ route: '/clients', user: makeUser({ role: 'EMPLOYEE' }) });
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});
