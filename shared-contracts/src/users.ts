import { Type, type Static } from 'typebox';
import { DEPARTMENTS, EMPLOYEE_TYPES, GENDERS, ROLES } from './vocabularies.js';
import { EMAIL_PATTERN, MAX_LENGTH, WEEKLY_HOURS } from './limits.js';
import { DateString, DateTimeString, ID_RANGE, Id, Nullable, SearchInput, listQuery, listResponse } from './common.js';

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
  // Every answer has it; optional in the type only until the frontends' test fixtures (shared-ui makeUser) carry it.
  weeklyHours: Type.Number({ description: 'Contracted hours per week: the standard 5 × WORKDAY_HOURS unless an admin set others' }),
  // Issue 38. Every answer has both; optional in the type so clients and fixtures written before them still check.
  lineManagerId: Type.Optional(NullableId),
  lineManagerName: Type.Optional(Nullable(Type.String({ description: "The line manager's full name" }))),
});
export type User = Static<typeof UserSchema>;

export const USER_ORDER_BY = ['firstName', 'lastName', 'officeEmail', 'role', 'department', 'active'] as const;
export type UserOrderBy = (typeof USER_ORDER_BY)[number];

export const UserListQuery = Type.Object({
  ...listQuery({ orderBy: USER_ORDER_BY, defaultOrderBy: 'firstName', defaultOrder: 'desc' }),
  searchInput: Type.Optional(SearchInput),
  role: Type.Optional(Type.Enum(ROLES)),
  departmentId: Type.Optional(Type.Integer({ minimum: 1, maximum: DEPARTMENTS.length })),
  lineManagerId: Type.Optional(Type.Integer({ ...ID_RANGE, description: 'Only the people whose line manager is this person ("My team")' })),
});
export type UserListQuery = Static<typeof UserListQuery>;

export const UserList = listResponse(UserSchema);
export type UserList = Static<typeof UserList>;

export const SignInBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: MAX_LENGTH.email, description: 'Work e-mail (case-insensitive)' }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBody>;

export const SignInResponse = Type.Object({ accessToken: Type.String() });
export type SignInResponse = Static<typeof SignInResponse>;

// Free text the form collects; the limits only keep absurd input out.
const Text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
const OptionalId = Type.Optional(Nullable(Id));
// An e-mail is checked with the same pattern the form uses (a standard e-mail shape); `''` means "none".

/**
 * The fields a user record takes on create and update. Anything else (password, token version, photo URL,
 * last login) is refused with 400: additionalProperties is false and Ajv does not strip unknown fields.
 */
const userFields = {
  firstName: Type.String({ minLength: 1, maxLength: MAX_LENGTH.personName, description: 'Required' }),
  lastName: Text(MAX_LENGTH.personName),
  gender: Type.Optional(Nullable(Type.Enum(GENDERS))),
  dob: Type.Optional(Nullable(DateString)),
  doj: Type.Optional(Nullable(DateString)),
  empId: Text(MAX_LENGTH.empId),
  email: Type.Optional(Nullable(Type.Union([Type.String({ maxLength: MAX_LENGTH.email, pattern: EMAIL_PATTERN }), Type.Literal('')]))),
  officeEmail: Type.String({ maxLength: MAX_LENGTH.email, pattern: EMAIL_PATTERN, description: 'Work e-mail; unique ignoring case' }),
  phone: Text(MAX_LENGTH.phone),
  emergencyNumber: Text(MAX_LENGTH.phone),
  presentLine1: Text(MAX_LENGTH.name),
  presentLine2: Text(MAX_LENGTH.name),
  presentCity: Text(MAX_LENGTH.personName),
  presentStateId: OptionalId,
  presentCountryId: OptionalId,
  presentZip: Text(MAX_LENGTH.zip),
  permanentLine1: Text(MAX_LENGTH.name),
  permanentLine2: Text(MAX_LENGTH.name),
  permanentCity: Text(MAX_LENGTH.personName),
  permanentStateId: OptionalId,
  permanentCountryId: OptionalId,
  permanentZip: Text(MAX_LENGTH.zip),
  role: Type.Enum(ROLES),
  departmentId: Type.Integer({ minimum: 1, maximum: DEPARTMENTS.length, description: '1 ENGINEERING … 7 OTHER' }),
  jobTitle: Text(MAX_LENGTH.personName),
  employeeType: Type.Optional(Nullable(Type.Enum(EMPLOYEE_TYPES))),
  active: Type.Boolean(),
  weeklyHours: Type.Optional(
    Nullable(
      Type.Number({
        exclusiveMinimum: 0,
        maximum: WEEKLY_HOURS.max,
        description: 'Contracted hours per week, one decimal; admins only. Null or left out on create: the standard 5 × WORKDAY_HOURS',
      }),
    ),
  ),
  lineManagerId: Type.Optional(
    Nullable(Type.Integer({ ...ID_RANGE, description: 'Admins only: another active person, not one who reports to this one. Null: none' })),
  ),
};

/** POST /users/signup. No password: new users set their own through a set-password link. */
export const UserCreateBody = Type.Object(
  { ...userFields, role: Type.Enum(ROLES, { default: 'EMPLOYEE' }), active: Type.Boolean({ default: true }) },
  { additionalProperties: false },
);
export type UserCreateBody = Static<typeof UserCreateBody>;

/** PUT /users/{id}: the same fields, each optional and without defaults, so a field left out keeps its value. */
export const UserUpdateBody = Type.Object(Type.Partial(Type.Object(userFields)).properties, { additionalProperties: false });
export type UserUpdateBody = Static<typeof UserUpdateBody>;

export const UserStatusBody = Type.Object(
  {
    active: Type.Boolean(),
    reportsTo: Type.Optional(
      Nullable(
        Type.Integer({
          ...ID_RANGE,
          description:
            'On deactivating someone people report to: their new line manager (an active person), moved in the same write. ' +
            'Null: they are left without one. Left out while they have reports: refused with 409',
        }),
      ),
    ),
  },
  { additionalProperties: false },
);
export type UserStatusBody = Static<typeof UserStatusBody>;

/** The signup answer: the new user, and whether they still have to set a password before they can sign in. */
export const CreatedUserSchema = Type.Object({
  ...UserSchema.properties,
  passwordSetupRequired: Type.Boolean({ description: 'True: the user has no password yet and will get a set-password link' }),
});
export type CreatedUser = Static<typeof CreatedUserSchema>;

export const PhotoFileParams = Type.Object({
  id: Id,
  file: Type.String({ pattern: '^[0-9a-f]{32}\\.(png|jpg|webp)$', description: 'Random name given at upload' }),
});
