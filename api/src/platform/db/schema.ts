import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type AnyPgColumn,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  AUDIT_OUTCOMES,
  type AuditOutcome,
  EMPLOYEE_TYPES,
  GENDERS,
  PROGRESS_DETAILS,
  PROJECT_STATUSES,
  ROLES,
  TIMESHEET_STATUSES,
  TIME_OFF_KINDS,
  TIMESHEET_REMINDER_KINDS,
  LEAVE_STATUSES,
  type LeaveStatus,
  type EmployeeType,
  type Gender,
  type ProgressDetails,
  type ProjectStatus,
  type Role,
  type TimesheetStatus,
  type TimeOffKind,
  type TimesheetReminderKind,
} from '@portal/shared-contracts';
import { personSearchText } from './search-text.js';

/** `column IN ('A', 'B')` for a CHECK constraint; the values are our own constants, never input. */
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(', ')})`);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// The seven fixed rows are inserted by a migration, so ids are plain integers, not serial.
export const departments = pgTable('departments', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isoCode: text('iso_code').notNull().unique(),
});

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id').notNull().references(() => countries.id),
    name: text('name').notNull(),
    isoCode: text('iso_code').notNull(),
  },
  (t) => [index('states_country_id_idx').on(t.countryId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    gender: text('gender').$type<Gender>(),
    dob: date('dob', { mode: 'string' }),
    doj: date('doj', { mode: 'string' }),
    empId: text('emp_id'),
    email: text('email'),
    officeEmail: text('office_email').notNull(),
    phone: text('phone'),
    emergencyNumber: text('emergency_number'),
    presentLine1: text('present_line1'),
    presentLine2: text('present_line2'),
    presentCity: text('present_city'),
    presentStateId: integer('present_state_id').references(() => states.id),
    presentCountryId: integer('present_country_id').references(() => countries.id),
    presentZip: text('present_zip'),
    permanentLine1: text('permanent_line1'),
    permanentLine2: text('permanent_line2'),
    permanentCity: text('permanent_city'),
    permanentStateId: integer('permanent_state_id').references(() => states.id),
    permanentCountryId: integer('permanent_country_id').references(() => countries.id),
    permanentZip: text('permanent_zip'),
    role: text('role').$type<Role>().notNull().default('EMPLOYEE'),
    departmentId: integer('department_id').references(() => departments.id),
    jobTitle: text('job_title'),
    profilePhotoUrl: text('profile_photo_url'),
    employeeType: text('employee_type').$type<EmployeeType>(),
    active: boolean('active').notNull().default(true),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    passwordHash: text('password_hash'),
    tokenVersion: integer('token_version').notNull().default(0),
    // Contracted hours per week; null is the standard week, 5 × WORKDAY_HOURS, which follows that setting.
    weeklyHours: numeric('weekly_hours', { precision: 4, scale: 1, mode: 'number' }),
    // The person's line manager (issue 38): another active person, never one of their own reports (users/rules.ts).
    lineManagerId: integer('line_manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_office_email_lower_idx').on(sql`lower(${t.officeEmail})`),
    // Sort orders of the lists (with the id as tie-breaker), so a page is read in index order, not sorted.
    index('users_first_name_lower_idx').on(sql`lower(${t.firstName})`, t.id),
    index('users_last_name_lower_idx').on(sql`lower(${t.lastName})`, t.id),
    index('users_search_trgm_idx').using('gin', sql`${personSearchText(t.firstName, t.lastName, t.officeEmail, t.empId)} gin_trgm_ops`),
    index('users_department_id_idx').on(t.departmentId),
    index('users_present_state_id_idx').on(t.presentStateId),
    index('users_present_country_id_idx').on(t.presentCountryId),
    index('users_permanent_state_id_idx').on(t.permanentStateId),
    index('users_permanent_country_id_idx').on(t.permanentCountryId),
    // "My team": the people whose line manager is someone, and the walk up the chain.
    index('users_line_manager_id_idx').on(t.lineManagerId),
    check('users_role_check', oneOf('role', ROLES)),
    check('users_gender_check', oneOf('gender', GENDERS)),
    check('users_employee_type_check', oneOf('employee_type', EMPLOYEE_TYPES)),
    check('users_weekly_hours_check', sql`${t.weeklyHours} > 0 AND ${t.weeklyHours} <= 168`),
  ],
);

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    contactPerson: text('contact_person'),
    email: text('email'),
    phone: text('phone'),
    city: text('city'),
    stateId: integer('state_id').references(() => states.id),
    countryId: integer('country_id').references(() => countries.id),
    zip: text('zip'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clients_name_lower_idx').on(sql`lower(btrim(${t.name}))`),
    index('clients_state_id_idx').on(t.stateId),
    index('clients_country_id_idx').on(t.countryId),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    clientId: integer('client_id').notNull().references(() => clients.id),
    status: text('status').$type<ProjectStatus>().notNull().default('NOT_STARTED'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    progressDetails: text('progress_details').$type<ProgressDetails>(),
    ...timestamps,
  },
  (t) => [
    // Also serves as the client_id foreign-key index (leading column).
    uniqueIndex('projects_client_name_lower_idx').on(t.clientId, sql`lower(btrim(${t.name}))`),
    index('projects_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    check('projects_status_check', oneOf('status', PROJECT_STATUSES)),
    check('projects_progress_details_check', oneOf('progress_details', PROGRESS_DETAILS)),
    check('projects_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('projects_in_progress_details_check', sql`${t.status} <> 'IN_PROGRESS' OR ${t.progressDetails} IS NOT NULL`),
  ],
);

export const allocations = pgTable(
  'allocations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    projectId: integer('project_id').notNull().references(() => projects.id),
    // Hours per working day (Mon-Fri) the person spends on the project.
    allocationHours: numeric('allocation_hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('allocations_user_id_idx').on(t.userId),
    index('allocations_project_id_idx').on(t.projectId),
    check('allocations_hours_check', sql`${t.allocationHours} >= 0.25 AND mod(${t.allocationHours} * 4, 1) = 0`),
    check('allocations_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const timesheets = pgTable(
  'timesheets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    projectId: integer('project_id').notNull().references(() => projects.id),
    date: date('date', { mode: 'string' }).notNull(),
    hours: numeric('hours', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    status: text('status').$type<TimesheetStatus>().notNull().default('SUBMITTED'),
    description: text('description').notNull(),
    rejectionReason: text('rejection_reason'),
    ...timestamps,
  },
  (t) => [
    index('timesheets_user_id_date_idx').on(t.userId, t.date),
    // (key, id) pairs: the list's sort orders, walked in index order; the first two also serve the foreign keys
    // and let "timesheets of these people or projects" be read person by person in the list's order.
    index('timesheets_user_id_id_idx').on(t.userId, t.id),
    index('timesheets_project_id_id_idx').on(t.projectId, t.id),
    index('timesheets_date_id_idx').on(t.date, t.id),
    index('timesheets_hours_id_idx').on(t.hours, t.id),
    index('timesheets_status_id_idx').on(t.status, t.id),
    // A writer that fills the pending list merges it into the index: kept small, that costs a few ms, not 100+ (0016).
    index('timesheets_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`).with({ gin_pending_list_limit: 256 }),
    check('timesheets_hours_check', sql`${t.hours} BETWEEN 0.5 AND 9`),
    check('timesheets_status_check', oneOf('status', TIMESHEET_STATUSES)),
    check('timesheets_description_check', sql`btrim(${t.description}) <> ''`),
  ],
);

/** Public holidays: nobody's working day, so they count towards no capacity and no allocation's planned hours. */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull().unique(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('public_holidays_name_check', sql`btrim(${t.name}) <> ''`)],
);

/** A person's absence over whole days (at most one on any day: the API refuses overlaps under a lock on the person). */
export const timeOff = pgTable(
  'time_off',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    kind: text('kind').$type<TimeOffKind>().notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('time_off_user_id_start_date_idx').on(t.userId, t.startDate),
    check('time_off_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('time_off_kind_check', oneOf('kind', TIME_OFF_KINDS)),
  ],
);

/**
 * Yearly leave allowances per type (issue 38): the default (user_id null, one per type) and a person's where it
 * differs (one per person and type). Days in halves.
 */
export const leaveAllowances = pgTable(
  'leave_allowances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    leaveType: text('leave_type').$type<TimeOffKind>().notNull(),
    days: numeric('days', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leave_allowances_default_idx').on(t.leaveType).where(sql`${t.userId} IS NULL`),
    uniqueIndex('leave_allowances_person_idx').on(t.userId, t.leaveType).where(sql`${t.userId} IS NOT NULL`),
    check('leave_allowances_type_check', oneOf('leave_type', TIME_OFF_KINDS)),
    check('leave_allowances_days_check', sql`${t.days} >= 0`),
  ],
);

/**
 * A person's request for time off (issue 38). Approved, it becomes the time off row `time_off_id` in the same
 * transaction; a cancellation approved removes that row. Overlaps are refused by the API under a lock on the person.
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    leaveType: text('leave_type').$type<TimeOffKind>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    halfDayStart: boolean('half_day_start').notNull().default(false),
    halfDayEnd: boolean('half_day_end').notNull().default(false),
    days: numeric('days', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    note: text('note'),
    status: text('status').$type<LeaveStatus>().notNull().default('PENDING'),
    decisionReason: text('decision_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    timeOffId: integer('time_off_id').references(() => timeOff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leave_requests_user_id_start_date_idx').on(t.userId, t.startDate),
    index('leave_requests_status_idx').on(t.status),
    check('leave_requests_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('leave_requests_type_check', oneOf('leave_type', TIME_OFF_KINDS)),
    check('leave_requests_status_check', oneOf('status', LEAVE_STATUSES)),
  ],
);

// The totals the database keeps beside these rows (day and week hours, row counts, table versions): kept-totals.ts.

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    // Only the SHA-256 of the emailed token is stored.
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * One row per signed-in session; the access token carries its id (`sid`). Signing out revokes the row,
 * which ends that session at once without touching the user's other sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Security-relevant events (sign-ins, lockouts, resets, role and status changes, deletes, approvals, exports,
 * denied requests). Append-only: nothing in the API updates or deletes these rows. The actor is kept by id and by
 * e-mail so an entry stays readable after the user row changes, and failed sign-ins have no user at all.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    outcome: text('outcome').$type<AuditOutcome>().notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_occurred_at_idx').on(t.occurredAt),
    index('audit_log_actor_user_id_idx').on(t.actorUserId),
    index('audit_log_action_idx').on(t.action, t.occurredAt),
    check('audit_log_outcome_check', oneOf('outcome', AUDIT_OUTCOMES)),
  ],
);

/**
 * Single sign-on identities: an account at the identity provider, (tenant id, object id), linked to one portal user.
 * Linked on first use by work e-mail; afterwards the e-mail at the provider may change without losing the link.
 * One identity per user and tenant, so a second provider account with a reused e-mail cannot take over the user.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    objectId: text('object_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_tenant_object_idx').on(t.tenantId, t.objectId),
    uniqueIndex('user_identities_user_tenant_idx').on(t.userId, t.tenantId),
  ],
);

/**
 * Each reminder to log a week's hours (issue 20): MANUAL ones sent by an admin or manager, SCHEDULED ones by the
 * weekly reminder. A person gets at most one SCHEDULED reminder per week, whatever the number of API instances: the
 * instance whose insert wins the unique key sends it, in the transaction that holds the row (modules/missing-timesheets).
 */
export const timesheetReminders = pgTable(
  'timesheet_reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    kind: text('kind').$type<TimesheetReminderKind>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('timesheet_reminders_scheduled_idx').on(t.userId, t.weekStart).where(sql`${t.kind} = 'SCHEDULED'`),
    index('timesheet_reminders_week_start_idx').on(t.weekStart, t.userId),
    check('timesheet_reminders_kind_check', oneOf('kind', TIMESHEET_REMINDER_KINDS)),
  ],
);
