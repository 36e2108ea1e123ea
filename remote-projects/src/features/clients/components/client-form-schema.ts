import * as yup from 'yup';
import { EMAIL_PATTERN, MAX_LENGTH, sameName } from '@portal/shared-contracts/values';
import { textLimits, textUpTo } from '@portal/shared-ui';
import type { Client, ClientPayload } from '../api/clients-api';

/** The Client form's fields; `isActive` maps to the API's `active` (spec §3). */
export type ClientFormValues = {
  name: string;
  contactPerson: string;
  email: string;
  phone: string;
  city: string;
  countryId: number | null;
  stateId: number | null;
  zip: string;
  isActive: boolean;
};

export const CLIENT_FORM_FIELDS = ['name', 'contactPerson', 'email', 'phone', 'city', 'countryId', 'stateId', 'zip'] as const;

export const clientFormSchema = yup.object({
  ...textLimits({
    contactPerson: [MAX_LENGTH.name, 'Contact Person'],
    phone: [MAX_LENGTH.clientPhone, 'Phone'],
    city: [MAX_LENGTH.name, 'City'],
    zip: [MAX_LENGTH.zip, 'Zip'],
  }),
  name: textUpTo(MAX_LENGTH.name, 'Name').trim().required('Name is required'),
  // The API refuses an e-mail of another shape; saying so on the field beats a refused save.
  email: textUpTo(MAX_LENGTH.email, 'Email').trim().matches(new RegExp(EMAIL_PATTERN), { message: 'Please enter a valid email', excludeEmptyString: true }),
});

export function clientFormValues(client?: Client | null): ClientFormValues {
  return {
    name: client?.name ?? '',
    contactPerson: client?.contactPerson ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    city: client?.city ?? '',
    countryId: client?.countryId ?? null,
    stateId: client?.stateId ?? null,
    zip: client?.zip ?? '',
    // A new client starts Active (spec §4).
    isActive: client?.active ?? true,
  };
}

const textOrNull = (text: string) => (text.trim() ? text.trim() : null);

export function clientPayload(values: ClientFormValues): ClientPayload {
  return {
    name: values.name.trim(),
    contactPerson: textOrNull(values.contactPerson),
    email: textOrNull(values.email),
    phone: textOrNull(values.phone),
    city: textOrNull(values.city),
    countryId: values.countryId || null,
    stateId: values.stateId || null,
    zip: textOrNull(values.zip),
    active: values.isActive,
    status: values.isActive ? 'ACTIVE' : 'INACTIVE',
  };
}

/** Spec §5: trimmed, case-insensitive, against the loaded clients, the client itself excluded. */
export function isDuplicateClientName(name: string, clients: readonly { id: number; name: string }[], ownId?: number): boolean {
  return clients.some((client) => client.id !== ownId && sameName(client.name, name));
}
