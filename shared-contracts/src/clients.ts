import { Type, type Static } from 'typebox';
import { EMAIL_PATTERN, MAX_LENGTH } from './limits.js';
import { Id, Nullable, SearchInput, listQuery, listResponse } from './common.js';

const NullableText = Nullable(Type.String());

export const ClientSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contactPerson: NullableText,
  email: NullableText,
  phone: NullableText,
  city: NullableText,
  stateId: Nullable(Type.Integer()),
  stateName: NullableText,
  countryId: Nullable(Type.Integer()),
  countryName: NullableText,
  zip: NullableText,
  active: Type.Boolean(),
  // The older ACTIVE/INACTIVE form of `active` that the frontend also understands (spec §3).
  status: Type.Enum(['ACTIVE', 'INACTIVE'] as const),
});
export type Client = Static<typeof ClientSchema>;

export const CLIENT_ORDER_BY = ['name', 'email', 'phone', 'city', 'stateName', 'active'] as const;
export type ClientOrderBy = (typeof CLIENT_ORDER_BY)[number];

export const ClientListQuery = Type.Object({
  ...listQuery({ orderBy: CLIENT_ORDER_BY, defaultOrderBy: 'name', defaultOrder: 'asc' }),
  searchInput: Type.Optional(SearchInput),
  email: Type.Optional(Type.String({ maxLength: MAX_LENGTH.email, description: 'Substring of the e-mail' })),
  city: Type.Optional(Type.String({ maxLength: MAX_LENGTH.name, description: 'Substring of the city' })),
  state: Type.Optional(Type.String({ maxLength: 200, description: 'State id, or a substring of the state name' })),
});
export type ClientListQuery = Static<typeof ClientListQuery>;

export const ClientList = listResponse(ClientSchema);
export type ClientList = Static<typeof ClientList>;

const OptionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
const OptionalId = Type.Optional(Nullable(Id));

/** What POST and PUT take. Blank texts are stored as null; the name is stored trimmed. */
export const ClientBody = Type.Object(
  {
    name: Type.String({ maxLength: MAX_LENGTH.name, description: 'Required; unique ignoring case and surrounding spaces' }),
    contactPerson: OptionalText(MAX_LENGTH.name),
    // Checked as the people's e-mail fields are; blank (stored as none) as before.
    email: Type.Optional(Nullable(Type.Union([Type.String({ maxLength: MAX_LENGTH.email, pattern: EMAIL_PATTERN }), Type.String({ maxLength: MAX_LENGTH.email, pattern: '^\\s*$' })]))),
    phone: OptionalText(MAX_LENGTH.clientPhone),
    city: OptionalText(MAX_LENGTH.name),
    stateId: OptionalId,
    countryId: OptionalId,
    zip: OptionalText(MAX_LENGTH.zip),
    active: Type.Optional(Type.Boolean({ description: 'Defaults to true on create' })),
    status: Type.Optional(Type.Enum(['ACTIVE', 'INACTIVE'] as const, { description: 'Older form of `active`; must agree with it when both are sent' })),
  },
  { additionalProperties: false },
);
export type ClientBody = Static<typeof ClientBody>;
