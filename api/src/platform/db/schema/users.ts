import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EMPLOYEE_TYPES, GENDERS, ROLES, type EmployeeType, type Gender, type Role } from '@portal/shared-contracts';
import { personSearchText } from '../search-text.js';
import { oneOf, timestamps } from './columns.js';
import { departments, countries, states } from './places.js';

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
