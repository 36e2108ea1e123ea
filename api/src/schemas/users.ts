import { Type, type Static } from 'typebox';
import { DEPARTMENTS, EMPLOYEE_TYPES, GENDERS, ROLES } from '../constants.js';
import { DateString, DateTimeString, Nullable, SearchInput, listQuery, listResponse } from './common.js';

const NullableText = Nullable(Type.String());
const NullableId = Nullable(Type.Integer());

/** A user as the API shows it. password_hash and token_version are absent by construction. */
export const UserSchema = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: NullableText,
  fullName: Type.String(),
  gender: Nullable(Type.Enum(GENDERS)),
  dob: Nullable(DateString),
  doj: Nullable(DateString),
  empId: NullableText,
  email: NullableText,
  officeEmail: Type.String(),
  phone: NullableText,
  emergencyNumber: NullableText,
  presentLine1: NullableText,
  presentLine2: NullableText,
  presentCity: NullableText,
  presentStateId: NullableId,
  presentStateName: NullableText,
  presentCountryId: NullableId,
  presentCountryName: NullableText,
  presentZip: NullableText,
  permanentLine1: NullableText,
  permanentLine2: NullableText,
  permanentCity: NullableText,
  permanentStateId: NullableId,
  permanentStateName: NullableText,
  permanentCountryId: NullableId,
  permanentCountryName: NullableText,
  permanentZip: NullableText,
  role: Type.Enum(ROLES),
  department: Nullable(Type.Enum(DEPARTMENTS)),
  departmentId: NullableId,
  jobTitle: NullableText,
  profilePhotoUrl: NullableText,
  employeeType: Nullable(Type.Enum(EMPLOYEE_TYPES)),
  active: Type.Boolean(),
  lastLogin: Nullable(DateTimeString),
});
export type User = Static<typeof UserSchema>;

export const USER_ORDER_BY = ['firstName', 'lastName', 'officeEmail', 'role', 'department', 'active'] as const;
export type UserOrderBy = (typeof USER_ORDER_BY)[number];

export const UserListQuery = Type.Object({
  ...listQuery({ orderBy: USER_ORDER_BY, defaultOrderBy: 'firstName', defaultOrder: 'desc' }),
  searchInput: Type.Optional(SearchInput),
  role: Type.Optional(Type.Enum(ROLES)),
  departmentId: Type.Optional(Type.Integer({ minimum: 1, maximum: DEPARTMENTS.length })),
});
export type UserListQuery = Static<typeof UserListQuery>;

export const UserList = listResponse(UserSchema);
export type UserList = Static<typeof UserList>;

export const SignInBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 320, description: 'Work e-mail (case-insensitive)' }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBody>;

export const SignInResponse = Type.Object({ accessToken: Type.String() });
