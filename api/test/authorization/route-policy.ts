import type { Role } from '@portal/shared-contracts';

/**
 * Who may call each route: the spec §6 table extended to every route the API has. The matrix test checks every
 * route Fastify registers against this table, so a new route without an entry fails the suite.
 *
 * - `public`: no token needed (sign-in, password recovery, public configuration, health, documentation).
 * - `signed-in`: any role; `roles`: only these.
 * - `ownOnly`: these roles may act only on their own object (the user or timesheet named by `:id`); someone
 *   else's answers 403.
 * - `notOwn`: these roles are refused on their own object (nobody approves their own timesheet).
 * - `reportsOnly`: these roles may act only on the objects of people who report to them (they are the owner's line
 *   manager, issue 38); anyone else's answers 403. The matrix tries every user and timesheet route on an object of
 *   the caller's own report too, so a route that gives line managers nothing must refuse them there as well.
 */
export type RoutePolicy = {
  allow: 'public' | 'signed-in' | readonly Role[];
  ownOnly?: readonly Role[];
  notOwn?: readonly Role[];
  reportsOnly?: readonly Role[];
  /** What `:id` names when the route has one. */
  object?: 'user' | 'timesheet' | 'client' | 'project' | 'allocation';
};

const STAFF = ['ADMIN', 'MANAGER'] as const;
const ADMIN = ['ADMIN'] as const;
const NON_ADMINS = ['MANAGER', 'EMPLOYEE'] as const;
const EVERYONE = ['ADMIN', 'MANAGER', 'EMPLOYEE'] as const;
/** Issue 38: an admin reviews anyone's entries, a line manager (of any role) their reports'; nobody their own. */
const REVIEW: RoutePolicy = { allow: 'signed-in', notOwn: EVERYONE, reportsOnly: NON_ADMINS, object: 'timesheet' };

const publicDocs: Record<string, RoutePolicy> = Object.fromEntries(
  ['', '/static/index.html', '/static/swagger-initializer.js', '/static/*', '/json', '/yaml'].map((path) => [`GET /api/docs${path}`, { allow: 'public' }]),
);

export const ROUTE_POLICY: Record<string, RoutePolicy> = {
  ...publicDocs,
  // CORS preflights (answered by @fastify/cors for every path; they carry no token by design).
  'OPTIONS *': { allow: 'public' },
  'GET /api/health': { allow: 'public' },
  'GET /api/remotes': { allow: 'public' },
  'GET /api/v1/auth/sso-config': { allow: 'public' },

  'POST /api/v1/users/signin': { allow: 'public' },
  'POST /api/v1/users/sso': { allow: 'public' },
  'PUT /api/v1/users/forgotpassword': { allow: 'public' },
  'PUT /api/v1/users/passwordsetup': { allow: 'public' },
  'POST /api/v1/users/signout': { allow: 'signed-in' },
  'GET /api/v1/users/currentuser': { allow: 'signed-in' },

  'GET /api/v1/users': { allow: STAFF },
  'GET /api/v1/users/dropdown': { allow: 'signed-in' },
  'GET /api/v1/users/:id': { allow: 'signed-in', ownOnly: ['EMPLOYEE'], object: 'user' },
  'POST /api/v1/users/signup': { allow: ADMIN },
  'PUT /api/v1/users/:id': { allow: 'signed-in', ownOnly: NON_ADMINS, object: 'user' },
  'PATCH /api/v1/users/:id/status': { allow: ADMIN, object: 'user' },
  'PUT /api/v1/users/:id/photo': { allow: 'signed-in', ownOnly: NON_ADMINS, object: 'user' },
  // An <img> cannot send the token; the random file name is the secret (docs/spec-deviations.md).
  'GET /api/v1/users/:id/photo/:file': { allow: 'public', object: 'user' },

  'GET /api/v1/countries/countries': { allow: 'signed-in' },
  'GET /api/v1/countries/states/:countryId': { allow: 'signed-in' },

  'GET /api/v1/clients': { allow: STAFF },
  'GET /api/v1/clients/dropdown': { allow: 'signed-in' },
  'GET /api/v1/clients/:id': { allow: STAFF, object: 'client' },
  'POST /api/v1/clients': { allow: ADMIN },
  'PUT /api/v1/clients/:id': { allow: ADMIN, object: 'client' },

  'GET /api/v1/projects': { allow: STAFF },
  'GET /api/v1/projects/dropdown': { allow: 'signed-in' },
  'GET /api/v1/projects/:id': { allow: STAFF, object: 'project' },
  'POST /api/v1/projects': { allow: ADMIN },
  'PUT /api/v1/projects/:id': { allow: ADMIN, object: 'project' },

  // Spec §6: managers may open Allocations, with no restriction on the page.
  'GET /api/v1/allocations': { allow: STAFF },
  'GET /api/v1/allocations/:id': { allow: STAFF, object: 'allocation' },
  'POST /api/v1/allocations/bulk': { allow: STAFF },
  'POST /api/v1/allocations/capacity-preview': { allow: STAFF },
  'PUT /api/v1/allocations/:id': { allow: STAFF, object: 'allocation' },
  'DELETE /api/v1/allocations/:id': { allow: STAFF, object: 'allocation' },

  // Lists are filtered to the caller's own entries for non-admins (tested in timesheets.test.ts).
  'GET /api/v1/timesheets': { allow: 'signed-in' },
  'GET /api/v1/timesheets/my': { allow: 'signed-in' },
  'POST /api/v1/timesheets': { allow: 'signed-in' },
  'PUT /api/v1/timesheets/:id': { allow: 'signed-in', ownOnly: NON_ADMINS, object: 'timesheet' },
  'DELETE /api/v1/timesheets/:id': { allow: 'signed-in', ownOnly: NON_ADMINS, object: 'timesheet' },
  'PATCH /api/v1/timesheets/:id/status': REVIEW,
  'PATCH /api/v1/timesheets/status': REVIEW,
  'PATCH /api/v1/timesheets/weeks/status': REVIEW,
  // Issue 38: the Team tab, always the entries of the caller's own reports (none for someone nobody reports to).
  'GET /api/v1/timesheets/team': { allow: 'signed-in' },
  'GET /api/v1/timesheets/team/people': { allow: 'signed-in' },
  'GET /api/v1/timesheets/export': { allow: ADMIN },
  // Issue 21: the week grid, always the caller's own entries (tested in timesheet-weeks.test.ts).
  'GET /api/v1/me/timesheets/weeks/:week': { allow: 'signed-in' },
  'PUT /api/v1/me/timesheets/weeks/:week': { allow: 'signed-in' },

  'GET /api/v1/audit-log': { allow: ADMIN },
  'GET /api/v1/audit-log/actions': { allow: ADMIN },
  'GET /api/v1/audit-log/export': { allow: ADMIN },

  // Issue 20: everyone's working days depend on the holidays; an admin keeps the list.
  'GET /api/v1/holidays': { allow: 'signed-in' },
  'POST /api/v1/holidays': { allow: ADMIN },
  'DELETE /api/v1/holidays/:id': { allow: ADMIN },
  'POST /api/v1/holidays/import': { allow: ADMIN },
  // Planners record anyone's time off; everyone reads their own.
  'GET /api/v1/users/:id/time-off': { allow: STAFF, object: 'user' },
  'POST /api/v1/users/:id/time-off': { allow: STAFF, object: 'user' },
  'DELETE /api/v1/time-off/:id': { allow: STAFF },
  'GET /api/v1/time-off/my': { allow: 'signed-in' },
  // Hours only, no descriptions; an employee's answer holds only their own row (docs/spec-deviations.md).
  'GET /api/v1/reports/utilisation': { allow: 'signed-in' },
  'GET /api/v1/reports/utilisation/export': { allow: STAFF },
  'GET /api/v1/reports/missing-timesheets': { allow: STAFF },
  'POST /api/v1/reports/missing-timesheets/reminders': { allow: STAFF },
  // Issue 38: anyone asks for leave; a request is decided by the person's line manager or an admin, never its owner
  // (the handler decides, by relation: leave-requests.test.ts tries each role and relation). Balances are the person's,
  // their line manager's and an admin's to see; allowances an admin's to set.
  'GET /api/v1/leave/allowances': { allow: ADMIN },
  'PUT /api/v1/leave/allowances': { allow: ADMIN },
  'GET /api/v1/users/:id/leave-balances': { allow: 'signed-in', reportsOnly: NON_ADMINS, object: 'user' },
  'POST /api/v1/leave-requests': { allow: 'signed-in' },
  'GET /api/v1/leave-requests/mine': { allow: 'signed-in' },
  // Always the caller's own days and balance.
  'GET /api/v1/leave-requests/quote': { allow: 'signed-in' },
  'GET /api/v1/leave-requests/waiting': { allow: 'signed-in' },
  'POST /api/v1/leave-requests/:id/decision': { allow: 'signed-in' },
  'POST /api/v1/leave-requests/:id/withdraw': { allow: 'signed-in' },
  'POST /api/v1/leave-requests/:id/cancellation': { allow: 'signed-in' },
  // The team calendar: everyone their own team; the handler decides the other scopes by role (department: ADMIN and
  // MANAGER any, an employee their own; all: ADMIN) and tells the leave type only where allowed (team-calendar.test.ts).
  'GET /api/v1/team-calendar': { allow: 'signed-in' },
};
