import dayjs from 'dayjs';
import * as yup from 'yup';
import type { EmployeeType, Gender, Role, User } from '@portal/shared-auth';
import type { UserPayload } from '../../api/users-api';

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
};

/** Read-only when an EMPLOYEE or MANAGER edits their own profile (spec §6); the server refuses them too. */
export const SELF_RESTRICTED_FIELDS = ['doj', 'empId', 'jobTitle', 'role', 'departmentId', 'employeeType', 'email', 'officeEmail'] as const;

export const EMPLOYEE_FORM_FIELDS = [
  'firstName', 'lastName', 'gender', 'dob', 'doj', 'empId', 'email', 'officeEmail', 'phone', 'emergencyNumber',
  'presentLine1', 'presentLine2', 'presentCity', 'presentStateId', 'presentCountryId', 'presentZip',
  'permanentLine1', 'permanentLine2', 'permanentCity', 'permanentStateId', 'permanentCountryId', 'permanentZip',
  'role', 'departmentId', 'jobTitle', 'employeeType',
] as const satisfies readonly (keyof EmployeeFormValues)[];

// A standard e-mail shape: something, @, something, a dot, something; no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const notInFuture = (message: string) =>
  yup.string().nullable().test('not-future', message, (value) => !value || !dayjs(value).isAfter(dayjs(), 'day'));

/**
 * The rules of spec §5 with its texts. Department and Employee Type are required only where the user may
 * set them: someone editing their own restricted profile cannot fill in a missing department.
 */
export function employeeFormSchema({ restricted = false } = {}) {
  return yup.object({
    firstName: yup.string().trim().required('First Name is required'),
    officeEmail: yup.string().trim().required('Work Email is required').matches(EMAIL_PATTERN, 'Please enter a valid work email'),
    email: yup.string().trim().matches(EMAIL_PATTERN, { message: 'Please enter a valid email', excludeEmptyString: true }),
    dob: notInFuture('Date of Birth should not be a future date.'),
    doj: notInFuture('Date of Joining should not be a future date.'),
    departmentId: restricted ? yup.number().nullable() : yup.number().nullable().required('Department is required'),
    role: yup.string().oneOf(['ADMIN', 'MANAGER', 'EMPLOYEE'], 'Role must be Admin, Manager or Employee').required('Role is required'),
    employeeType: restricted ? yup.string().nullable() : yup.string().nullable().required('Employee Type is required'),
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
    jobTitle: text(user?.jobTitle), employeeType: user?.employeeType ?? null,
  };
}

/** An id of 0 (or none) means "not chosen" and is sent as null (spec §5). */
const idOrNull = (id: number | null) => (id ? id : null);

/** The values as the API takes them: trimmed text, blanks as null, ids of 0 dropped; restricted fields left out. */
export function employeePayload(values: EmployeeFormValues, { restricted = false } = {}): UserPayload {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    payload[key] = typeof value === 'string' ? value.trim() || null : value;
  }
  for (const key of ['presentStateId', 'presentCountryId', 'permanentStateId', 'permanentCountryId'] as const) payload[key] = idOrNull(values[key]);
  payload.firstName = values.firstName.trim();
  payload.officeEmail = values.officeEmail.trim();
  payload.role = values.role;
  if (restricted) for (const key of SELF_RESTRICTED_FIELDS) delete payload[key];
  return payload as UserPayload;
}
