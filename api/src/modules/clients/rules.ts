import { ConflictError, InputError } from '../../platform/errors.js';
import type { clients } from '../../platform/db/schema/index.js';
import type { ClientBody } from '@portal/shared-contracts';

/** The writable fields of a client, already normalised (trimmed name, blanks as null). */
export type ClientValues = Omit<typeof clients.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Whether a country is known and, when a state is given, the state belongs to it (the clients repository answers). */
type PlaceCheck = { placeIsKnown: (countryId: number | null, stateId: number | null) => Promise<{ country: boolean; state: boolean }> };

export const CLIENT_EXISTS = 'Client already exists';

/**
 * A client's name is taken when another client's is the same but for case and surrounding spaces. The database's
 * unique index on the normalised name decides (two creates at once cannot both win); this is its refusal.
 */
export const duplicateClientName = () => new ConflictError(CLIENT_EXISTS);

const blankToNull = (text: string | null | undefined): string | null => (text?.trim() ? text.trim() : null);

/** `active` wins; the older ACTIVE/INACTIVE status is understood too (spec §3); neither means "leave as is" on update. */
function activeFlag(body: ClientBody): boolean | undefined {
  const fromStatus = body.status === undefined ? undefined : body.status === 'ACTIVE';
  if (body.active !== undefined && fromStatus !== undefined && body.active !== fromStatus) {
    throw new InputError('active and status disagree', [{ field: 'status', message: 'does not match active' }]);
  }
  return body.active ?? fromStatus;
}

/**
 * Turns a request body into the values to store, refusing what the form would refuse:
 * a blank name, and a state that is unknown or outside the chosen country.
 */
export async function clientValuesFrom(body: ClientBody, repo: PlaceCheck, mode: 'create' | 'update'): Promise<ClientValues> {
  const name = body.name.trim();
  if (!name) throw new InputError('Name is required', [{ field: 'name', message: 'Name is required' }]);
  const countryId = body.countryId ?? null;
  const stateId = body.stateId ?? null;
  if (stateId && !countryId) throw new InputError('Choose a country for the state', [{ field: 'countryId', message: 'is required when a state is chosen' }]);
  const known = await repo.placeIsKnown(countryId, stateId);
  if (!known.country) throw new InputError('Unknown country', [{ field: 'countryId', message: 'does not exist' }]);
  if (!known.state) throw new InputError('Unknown state for this country', [{ field: 'stateId', message: 'does not belong to the chosen country' }]);

  const active = activeFlag(body) ?? (mode === 'create' ? true : undefined);
  return {
    name,
    contactPerson: blankToNull(body.contactPerson),
    email: blankToNull(body.email),
    phone: blankToNull(body.phone),
    city: blankToNull(body.city),
    stateId,
    countryId,
    zip: blankToNull(body.zip),
    ...(active === undefined ? {} : { active }),
  };
}
