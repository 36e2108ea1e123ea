export type RemoteName = 'remote_directory' | 'remote_projects' | 'remote_allocations' | 'remote_timesheets';

/** How each remote is named to users when it is unreachable. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  remote_directory: 'Directory',
  remote_projects: 'Projects',
  remote_allocations: 'Allocations',
  remote_timesheets: 'Timesheets',
};

export type RemoteRoute = { path: string; remote: RemoteName; module: string };

/** Child routes of the shell served by federated modules; each module default-exports a prop-less page. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: 'clients', remote: 'remote_projects', module: 'ClientsPage' },
  { path: 'projects', remote: 'remote_projects', module: 'ProjectsPage' },
  { path: 'employees', remote: 'remote_directory', module: 'EmployeesPage' },
  { path: 'profile', remote: 'remote_directory', module: 'ProfilePage' },
  // Issue 38: a Directory older than this page has no such module, and the page shows the shell's unreachable panel.
  { path: 'audit-log', remote: 'remote_directory', module: 'AuditLogPage' },
  // Issue 38: deciding leave and setting allowances; a Directory older than the page says it is too old for it.
  { path: 'leave', remote: 'remote_directory', module: 'LeavePage' },
  // Issue 38: who is away when, for a team, a department or everyone.
  { path: 'team-calendar', remote: 'remote_directory', module: 'TeamCalendarPage' },
  { path: 'allocations', remote: 'remote_allocations', module: 'AllocationsPage' },
  { path: 'holidays', remote: 'remote_allocations', module: 'HolidaysPage' },
  { path: 'utilisation', remote: 'remote_allocations', module: 'UtilisationPage' },
  { path: 'timesheets/*', remote: 'remote_timesheets', module: 'TimesheetsPage' },
];

/** The federated id of a route's page, as the runtime loads it: `remote_projects/ClientsPage`. */
export function remotePageId({ remote, module }: Pick<RemoteRoute, 'remote' | 'module'>): string {
  return `${remote}/${module}`;
}
