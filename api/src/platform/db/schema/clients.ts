import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { countries, states } from './places.js';

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
