// Generated from the API's read registrations by `pnpm --filter @portal/api run write:read-tags` (api/src/wiring/browser-tags.ts);
// api/test/read-tags.test.ts fails when this file and the registrations disagree. Do not edit by hand.

/** The cache tags each read the browser shows provides (its providesTags): one per table the API reads it from. */
export const READ_TAGS = {
  users: ['Geography', 'User'],
  'people options': ['User'],
  clients: ['Client', 'Geography'],
  'client options': ['Client'],
  projects: ['Client', 'Project'],
  'project options': ['Client', 'Project'],
  allocations: ['Allocation', 'Holiday', 'Project', 'TimeOff', 'Timesheet', 'User'],
  timesheets: ['Project', 'Timesheet', 'User'],
  'timesheet-weeks': ['Allocation', 'Holiday', 'Project', 'TimeOff', 'Timesheet', 'User'],
  'team timesheets': ['Project', 'Timesheet', 'User'],
  'team people': ['User'],
  'utilisation report': ['Allocation', 'Client', 'Holiday', 'Project', 'TimeOff', 'Timesheet', 'User'],
  'missing timesheets': ['Allocation', 'Client', 'Holiday', 'Project', 'TimeOff', 'Timesheet', 'User', { type: 'Timesheet', id: 'reminders' }],
  holidays: ['Holiday'],
  'time off': ['TimeOff'],
  'leave requests': ['LeaveRequest', 'User'],
  'leave balances': ['LeaveAllowance', 'LeaveRequest', 'User'],
  'leave quote': ['Holiday', 'LeaveAllowance', 'LeaveRequest', 'TimeOff'],
  'leave allowances': ['LeaveAllowance'],
  'team calendar': ['Holiday', 'LeaveRequest', 'TimeOff', 'User'],
  'country options': ['Geography'],
  'state options': ['Geography'],
} as const;

/** The cache tags a write of each table invalidates (its invalidatesTags): every read of that table provides one. */
export const WRITE_TAGS = {
  allocations: ['Allocation'],
  clients: ['Client', 'Project'],
  countries: ['Geography'],
  leave_allowances: ['LeaveAllowance'],
  leave_requests: ['LeaveRequest'],
  projects: ['Project'],
  public_holidays: ['Holiday'],
  states: ['Geography'],
  time_off: ['TimeOff'],
  timesheet_reminders: [{ type: 'Timesheet', id: 'reminders' }],
  timesheets: ['Timesheet'],
  users: ['User', 'CurrentUser'],
} as const;

/** Every tag type above: the one RTK Query API's tagTypes (shared-auth), so a new table's tag needs no second list. */
export const TAG_TYPES = ['Allocation', 'Client', 'CurrentUser', 'Geography', 'Holiday', 'LeaveAllowance', 'LeaveRequest', 'Project', 'TimeOff', 'Timesheet', 'User'] as const;
