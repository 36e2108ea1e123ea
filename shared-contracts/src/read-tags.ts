// Generated from the API's read registrations by `pnpm --filter @portal/api run write:read-tags` (api/src/wiring/browser-tags.ts);
// api/test/read-tags.test.ts fails when this file and the registrations disagree. Do not edit by hand.

/** The cache tags each read the browser shows provides: one per table the API reads it from. */
export const READ_TAGS = {
  'users': ['Geography', 'User'],
  'clients': ['Client', 'Geography'],
  'projects': ['Client', 'Project'],
  'allocations': ['Allocation', 'Holiday', 'Project', 'TimeOff', 'Timesheet', 'User'],
  'timesheets': ['Project', 'Timesheet', 'User'],
  'timesheet-weeks': ['Allocation', 'Holiday', 'Project', 'TimeOff', 'Timesheet', 'User'],
  'utilisation report': ['Allocation', 'Client', 'Holiday', 'Project', 'TimeOff', 'Timesheet', 'User'],
} as const;
