import dayjs from 'dayjs';
import * as yup from 'yup';
import type { EmployeeType, Gender, Role, User } from '@portal/shared-auth';
import { EMAIL_PATTERN as EMAIL_PATTERN_SOURCE, MAX_LENGTH, ROLES, WEEKLY_HOURS } from '@portal/shared-contracts/values';
import { textLimits, textUpTo } from '@portal/shared-ui';
import type { UserCreateBody, UserUpdateBody } from '@portal/shared-contracts';

/** The form's values: text as strings ('' when empty), ids as numbers or null, dates as 'YYYY-MM-DD' or null. */
export type EmployeeFormValues = {
  firstName: string;
  lastName: string;
  gender: Gender | null;
  dob: string | null;
  doj: string | null;
  empId: string;
  email: string;
  officeEmail: string;
  phone: string;
  emergencyNumber: string;
  presentLine1: string;
  presentLine2: string;
  presentCity: string;
  presentStateId: number | null;
  presentCountryId: number | null;
  presentZip: string;
  permanentLine1: string;
  permanentLine2: string;
  permanentCity: string;
  permanentStateId: number | null;
  permanentCountryId: number | null;
  permanentZip: string;
  role: Role;
  departmentId: number | null;
  jobTitle: string;
  employeeType: EmployeeType | null;
  /** Contracted hours per week; null (blank) is the standard week. */
  weeklyHours: number | null;
  /** Whom the person reports to (issue 38); null: nobody. Only an admin sets it. */
  lineManagerId: number | null;
};

/** Read-only when an EMPLOYEE or MANAGER edits their own profile (spec §6); the server refuses them too. */
export const SELF_RESTRICTED_FIELDS = ['doj', 'empId', 'jobTitle', 'role', 'departmentId', 'employeeType', 'email', 'officeEmail', 'weeklyHours', 'lineManagerId'] as const;

export const EMPLOYEE_FORM_FIELDS = [
  'firstName', 'lastName', 'gender', 'dob', 'doj', 'empId', 'email', 'officeEmail', 'phone', 'emergencyNumber',
  'presentLine1', 'presentLine2', 'presentCity', 'presentStateId', 'presentCountryId', 'presentZip',
  'permanentLine1', 'permanentLine2', 'permanentCity', 'permanentStateId', 'permanentCountryId', 'permanentZip',
  'role', 'departmentId', 'jobTitle', 'employeeType', 'weeklyHours', 'lineManagerId',
] as const satisfies readonly (keyof EmployeeFormValues & keyof UserUpdateBody)[];

const EMAIL_PATTERN = new RegExp(EMAIL_PATTERN_SOURCE);

const address = (kind: 'present' | 'permanent') => ({
  [`${kind}Line1`]: [MAX_LENGTH.name, 'Address Line 1'],
  [`${kind}Line2`]: [MAX_LENGTH.name, 'Address Line 2'],
  [`${kind}City`]: [MAX_LENGTH.personName, 'City'],
  [`${kind}Zip`]: [MAX_LENGTH.zip, 'Zip Code'],
}) as const;

/** The longest text each field takes: the API's own limits. */
const TEXT_LIMITS = textLimits({
  lastName: [MAX_LENGTH.personName, 'Last Name'],
  empId: [MAX_LENGTH.empId, 'Employee ID'],
  jobTitle: [MAX_LENGTH.personName, 'Job Title'],
  phone: [MAX_LENGTH.phone, 'Phone'],
  emergencyNumber: [MAX_LENGTH.phone, 'Emergency Number'],
  ...address('present'),
  ...address('permanent'),
});

/** Contracted hours: more than none, at most every hour of the week, in tenths as the API stores them. */
const weeklyHours = yup
  .number()
  .typeError('Weekly Hours must be a number.')
  .nullable()
  .moreThan(0, 'Weekly Hours must be more than 0.')
  .max(WEEKLY_HOURS.max, `Weekly Hours must be at most ${WEEKLY_HOURS.max}.`)
  .test('tenths', 'Weekly Hours take at most one decimal.', (hours) => hours == null || Math.abs(hours * 10 - Math.round(hours * 10)) < 1e-6);

const notInFuture = (message: string) =>
  yup.string().nullable().test('not-future', message, (value) => !value || !dayjs(value).isAfter(dayjs(), 'day'));

/**
 * The rules of spec §5 with its texts. Department and Employee Type are required only where the user may
 * set them: someone editing their own restricted profile cannot fill in a missing department.
 */
export function employeeFormSchema({ restricted = false } = {}) {
  return yup.object({
    ...TEXT_LIMITS,
    firstName: textUpTo(MAX_LENGTH.personName, 'First Name').trim().required('First Name is required'),
    officeEmail: textUpTo(MAX_LENGTH.email, 'Work Email').trim().required('Work Email is required').matches(EMAIL_PATTERN, 'Please enter a valid work email'),
    email: textUpTo(MAX_LENGTH.email, 'Personal Email').trim().matches(EMAIL_PATTERN, { message: 'Please enter a valid email', excludeEmptyString: true }),
    dob: notInFuture('Date of Birth should not be a future date.'),
    doj: notInFuture('Date of Joining should not be a future date.'),
    departmentId: restricted ? yup.number().nullable() : yup.number().nullable().required('Department is required'),
    role: yup.string().oneOf(ROLES, 'Role must be Admin, Manager or Employee').required('Role is required'),
    employeeType: restricted ? yup.string().nullable() : yup.string().nullable().required('Employee Type is required'),
    weeklyHours,
  });
}

const text = (value: string | null | undefined) => value ?? '';

export function employeeFormValues(user?: User): EmployeeFormValues {
  return {
    firstName: text(user?.firstName), lastName: text(user?.lastName), gender: user?.gender ?? null,
    dob: user?.dob ?? null, doj: user?.doj ?? null, empId: text(user?.empId), email: text(user?.email),
    officeEmail: text(user?.officeEmail), phone: text(user?.phone), emergencyNumber: text(user?.emergencyNumber),
    presentLine1: text(user?.presentLine1), presentLine2: text(user?.presentLine2), presentCity: text(user?.presentCity),
    presentStateId: user?.presentStateId ?? null, presentCountryId: user?.presentCountryId ?? null, presentZip: text(user?.presentZip),
    permanentLine1: text(user?.permanentLine1), permanentLine2: text(user?.permanentLine2), permanentCity: text(user?.permanentCity),
    permanentStateId: user?.permanentStateId ?? null, permanentCountryId: user?.permanentCountryId ?? null,
    permanentZip: text(user?.permanentZip), role: user?.role ?? 'EMPLOYEE', departmentId: user?.departmentId ?? null,
    jobTitle: text(user?.jobTitle), employeeType: user?.employeeType ?? null, weeklyHours: user?.weeklyHours ?? null,
    lineManagerId: user?.lineManagerId ?? null,
  };
}

/** An id of 0 (or none) means "not chosen" and is sent as null (spec §5). */
const idOrNull = (id: number | null) => (id ? id : null);

type PayloadOptions = {
  /** Someone editing their own profile: SELF_RESTRICTED_FIELDS are left out. */
  restricted?: boolean;
  /** Only an admin sets contracted hours and the line manager; for anyone else they are left out. */
  hoursLocked?: boolean;
  /**
   * The hours the person had. Unchanged hours are left out: the API answers the standard week as a number, and
   * sending it back would fix that number instead of following the standard.
   */
  weeklyHoursBefore?: number;
};

/**
 * The values as PUT /users/{id} takes them: trimmed text, blanks as null (blank hours: the standard week), ids of 0
 * dropped; restricted fields left out. Only EMPLOYEE_FORM_FIELDS are sent, and the type check holds each of them to
 * a field the API declares.
 */
export function employeePayload(values: EmployeeFormValues, { restricted = false, hoursLocked = false, weeklyHoursBefore }: PayloadOptions = {}): UserUpdateBody {
  const payload: Record<string, unknown> = {};
  for (const key of EMPLOYEE_FORM_FIELDS) {
    const value = values[key];
    payload[key] = typeof value === 'string' ? value.trim() || null : value;
  }
  for (const key of ['presentStateId', 'presentCountryId', 'permanentStateId', 'permanentCountryId'] as const) payload[key] = idOrNull(values[key]);
  payload.firstName = values.firstName.trim();
  payload.officeEmail = values.officeEmail.trim();
  payload.role = values.role;
  if (restricted) for (const key of SELF_RESTRICTED_FIELDS) delete payload[key];
  if (hoursLocked || values.weeklyHours === weeklyHoursBefore) delete payload.weeklyHours;
  // A cleared picker holds undefined, which JSON leaves out and the API reads as "unchanged": clearing means none.
  payload.lineManagerId = values.lineManagerId ?? null;
  if (hoursLocked) delete payload.lineManagerId;
  return payload as UserUpdateBody;
}

/** The values as POST /users/signup takes them; the schema has made sure of the department. A new person starts active. */
export function newEmployeePayload(values: EmployeeFormValues): UserCreateBody {
  return { ...employeePayload(values), firstName: values.firstName.trim(), officeEmail: values.officeEmail.trim(), role: values.role, departmentId: Number(values.departmentId), active: true };
}
