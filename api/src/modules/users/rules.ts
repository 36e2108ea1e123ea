import { AppError, ConflictError, ForbiddenError, InputError, type FieldProblem } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/auth/auth-plugin.js';
import type { CountriesRepository } from '../countries/index.js';
import type { users } from '../../platform/db/schema/index.js';
import { WORKING_DAYS_PER_WEEK } from '../../platform/calendar.js';
import { REPORTS_NEED_LINE_MANAGER, WEEKLY_HOURS, type User, type UserUpdateBody } from '@portal/shared-contracts';

/** The fields an admin or the user may write, already checked against the business rules. */
export type UserValues = Omit<typeof users.$inferInsert, 'id' | 'passwordHash' | 'tokenVersion' | 'lastLogin' | 'profilePhotoUrl' | 'createdAt' | 'updatedAt'>;

/** The contracted week of everyone an admin has not given another: five standard working days (WORKDAY_HOURS each). */
export const standardWeeklyHours = (workdayHours: number): number => WORKING_DAYS_PER_WEEK * workdayHours;

/** The person's contracted week, which their capacity is measured against: their own, or the standard one where none is stored. */
export const contractedWeeklyHours = (weeklyHours: number | null, workdayHours: number): number => weeklyHours ?? standardWeeklyHours(workdayHours);

/**
 * Deactivating someone revokes every token they hold (their token version goes up): open sessions end at once, and a
 * later reactivation does not bring the old tokens back.
 */
export const revokesTokens = (change: { active?: boolean }): boolean => change.active === false;

/** Whose work or request is decided, and who their line manager is. */
export type ReviewedPerson = { userId: number; lineManagerId: number | null };

/**
 * Who decides on a person's timesheets and leave requests (issue 38): an admin, or the person's line manager, whatever
 * their role (an admin chose them as the line manager, and only an active person can be one); nobody their own,
 * admins included. Only the direct line manager: the manager's own manager goes through an admin. The refusal, if
 * any: each module words it for what is decided.
 */
export function reviewRefusal(reviewer: AuthUser, people: readonly ReviewedPerson[]): 'own' | 'notReport' | null {
  if (people.some((person) => person.userId === reviewer.id)) return 'own';
  if (reviewer.role !== 'ADMIN' && people.some((person) => person.lineManagerId !== reviewer.id)) return 'notReport';
  return null;
}

/** The form's own texts (spec §5), so a refusal reads the same from either side. */
export const USER_RULE_MESSAGES = {
  dobInFuture: 'Date of Birth should not be a future date.',
  dojInFuture: 'Date of Joining should not be a future date.',
  emailExists: 'A user with this email already exists.',
  selfDeactivation: 'You cannot deactivate your own account.',
  lastAdmin: 'This is the last active admin: make another user an active admin first.',
  restricted: 'You may not change these fields of your own profile',
  weeklyHoursStep: 'Weekly hours take at most one decimal.',
  lineManagerInactive: 'Line manager must be an active person',
  lineManagerCycle: 'A person cannot report to someone who reports to them',
  reportsNeedLineManager: 'Choose a new line manager for their reports',
} as const;


/**
 * Fields an EMPLOYEE or MANAGER may not change on their own record (spec §6), plus the active flag, the
 * contracted week (issue 20) and the line manager (issue 38). The keys are the API's; the form labels them Date of Joining, Employee ID, Job Title,
 * Role, Department, Employee Type, Personal Email and Work Email.
 */
export const SELF_RESTRICTED_FIELDS = [
  'doj', 'empId', 'jobTitle', 'role', 'departmentId', 'employeeType', 'email', 'officeEmail', 'active', 'weeklyHours',
  'lineManagerId',
] as const;

type Body = UserUpdateBody;

/** Trimmed text with '' meaning "none", so the database never holds blank strings. */
const clean = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

const TEXT_FIELDS = [
  'lastName', 'empId', 'email', 'phone', 'emergencyNumber', 'presentLine1', 'presentLine2', 'presentCity', 'presentZip',
  'permanentLine1', 'permanentLine2', 'permanentCity', 'permanentZip', 'jobTitle',
] as const;

/** The body as values to store: only the fields present, text trimmed, blanks as null. */
export function userValuesFrom(body: Body): Partial<UserValues> {
  const values: Partial<UserValues> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  }
  for (const key of TEXT_FIELDS) if (key in body) values[key] = clean(body[key]);
  if (body.firstName !== undefined) values.firstName = body.firstName.trim();
  if (body.officeEmail !== undefined) values.officeEmail = body.officeEmail.trim();
  return values;
}

/** An EMPLOYEE reads only their own record; managers and admins read anyone's. */
export function assertMayRead(caller: AuthUser, userId: number): void {
  if (caller.role === 'EMPLOYEE' && caller.id !== userId) throw new ForbiddenError();
}

/** Only an admin acts on someone else's record; checked before any lookup, so a refusal tells nothing about which ids exist. */
export function assertSelfOrAdmin(caller: AuthUser, userId: number): void {
  if (caller.role !== 'ADMIN' && caller.id !== userId) throw new ForbiddenError();
}

/** The restricted fields a non-admin's request would change on their own record (unchanged values are fine). */
export function restrictedChanges(current: User, values: Partial<UserValues>): string[] {
  return SELF_RESTRICTED_FIELDS.filter((key) => key in values && values[key] !== current[key]);
}

/** ADMIN may edit anyone; everyone else only themself, and never the restricted fields (spec §6). */
export function assertMayEdit(caller: AuthUser, current: User, values: Partial<UserValues>): void {
  if (caller.role === 'ADMIN') return;
  if (caller.id !== current.id) throw new ForbiddenError();
  const refused = restrictedChanges(current, values);
  if (refused.length > 0) {
    throw new AppError(
      403,
      `${USER_RULE_MESSAGES.restricted}: ${refused.join(', ')}.`,
      refused.map((field) => ({ field, message: 'may only be changed by an admin' })),
    );
  }
}

/** Dates of birth and joining may not lie after today in the organisation's time zone. */
function dateProblems(values: Partial<UserValues>, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  // ISO dates compare correctly as strings.
  if (values.dob && values.dob > today) problems.push({ field: 'dob', message: USER_RULE_MESSAGES.dobInFuture });
  if (values.doj && values.doj > today) problems.push({ field: 'doj', message: USER_RULE_MESSAGES.dojInFuture });
  return problems;
}

/** Contracted hours per week come in WEEKLY_HOURS.step (a tenth); the schema bounds them to (0, WEEKLY_HOURS.max]. */
function weeklyHoursProblems({ weeklyHours }: Partial<UserValues>): FieldProblem[] {
  // Not the schema's multipleOf: 32.3 / 0.1 is not a whole number in binary floating point.
  const steps = (weeklyHours ?? 0) / WEEKLY_HOURS.step;
  return Math.abs(steps - Math.round(steps)) > 1e-6 ? [{ field: 'weeklyHours', message: USER_RULE_MESSAGES.weeklyHoursStep }] : [];
}

/** A state must belong to the chosen country, and a country must exist; checked against the stored geography. */
async function placeProblems(
  countries: CountriesRepository,
  kind: 'present' | 'permanent',
  countryId: number | null | undefined,
  stateId: number | null | undefined,
): Promise<FieldProblem[]> {
  if (countryId && !(await countries.countryExists(countryId))) return [{ field: `${kind}CountryId`, message: 'is not a known country' }];
  if (!stateId) return [];
  const stateCountry = await countries.countryOfState(stateId);
  if (stateCountry === null) return [{ field: `${kind}StateId`, message: 'is not a known state' }];
  if (stateCountry !== countryId) return [{ field: `${kind}StateId`, message: 'does not belong to the chosen country' }];
  return [];
}

/** Checks dates and places of the record as it would be after the change; throws a 400 naming each field. */
export async function assertValidValues(
  values: Partial<UserValues>,
  current: Partial<User> | null,
  context: { countries: CountriesRepository; today: string },
): Promise<void> {
  const merged = { ...current, ...values };
  const problems = [
    ...dateProblems(values, context.today),
    ...weeklyHoursProblems(values),
    ...(await placeProblems(context.countries, 'present', merged.presentCountryId, merged.presentStateId)),
    ...(await placeProblems(context.countries, 'permanent', merged.permanentCountryId, merged.permanentStateId)),
  ];
  if (problems.length > 0) throw new InputError(problems.map((p) => `${p.field} ${p.message}`).join('; '), problems);
}

/**
 * An admin may not deactivate themself, and nobody may take away the last active admin (by deactivating
 * or demoting them), or the portal could no longer be administered.
 */
export async function assertKeepsAnAdmin(
  caller: AuthUser,
  current: User,
  change: { active?: boolean; role?: User['role'] },
  otherActiveAdmins: () => Promise<number>,
): Promise<void> {
  const deactivates = change.active === false && current.active;
  if (deactivates && caller.id === current.id) throw new ForbiddenError(USER_RULE_MESSAGES.selfDeactivation);
  const losesAdmin = current.role === 'ADMIN' && current.active && (deactivates || (change.role !== undefined && change.role !== 'ADMIN'));
  if (losesAdmin && (await otherActiveAdmins()) === 0) throw new ConflictError(USER_RULE_MESSAGES.lastAdmin);
}

export function emailConflict(): ConflictError {
  return new ConflictError(USER_RULE_MESSAGES.emailExists);
}

/** What the line manager rules read, inside the write's transaction (users-repository.ts). */
export type LineManagerFacts = {
  isActive: (id: number) => Promise<boolean>;
  /** True when `personId` is `managerId` or someone above them in the chain of line managers. */
  isAtOrAbove: (personId: number, managerId: number) => Promise<boolean>;
};

const refused = (field: string, message: string) => new InputError(message, [{ field, message }]);

/**
 * A line manager must be an active person, and not the person themself or anyone who reports to them, directly or
 * not (`personId` null: a person not created yet, whom nobody reports to). `field` names the input refused.
 */
export async function assertMayReportTo(
  personId: number | null,
  managerId: number,
  field: 'lineManagerId' | 'reportsTo',
  facts: LineManagerFacts,
): Promise<void> {
  if (!(await facts.isActive(managerId))) throw refused(field, USER_RULE_MESSAGES.lineManagerInactive);
  if (personId !== null && (await facts.isAtOrAbove(personId, managerId))) throw refused(field, USER_RULE_MESSAGES.lineManagerCycle);
}

/**
 * The new line manager of the reports of `personId`, who is being deactivated: not that person (who will not be
 * active), and valid for them as it would be for the person themself (active, not at or below them).
 */
export async function assertMayTakeReports(personId: number, reportsTo: number, facts: LineManagerFacts): Promise<void> {
  if (reportsTo === personId) throw refused('reportsTo', USER_RULE_MESSAGES.lineManagerInactive);
  await assertMayReportTo(personId, reportsTo, 'reportsTo', facts);
}

/**
 * Deactivating someone active people report to needs a word on where those reports go (`reportsTo`: a person, or
 * null for nobody); without it, a 409 that names the field and how many report to them.
 */
export function assertReportsPlaced(activeReports: number, reportsTo: number | null | undefined): void {
  if (activeReports === 0 || reportsTo !== undefined) return;
  const who = activeReports === 1 ? '1 person reports' : `${activeReports} people report`;
  throw new AppError(
    409,
    `${who} to them. ${USER_RULE_MESSAGES.reportsNeedLineManager}.`,
    [
      { field: 'reportsTo', message: USER_RULE_MESSAGES.reportsNeedLineManager },
      { field: 'reportCount', message: String(activeReports) },
    ],
    REPORTS_NEED_LINE_MANAGER,
  );
}
