import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

// The seven fixed rows are inserted by a migration, so ids are plain integers, not serial.
export const departments = pgTable('departments', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isoCode: text('iso_code').notNull().unique(),
});

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id').notNull().references(() => countries.id),
    name: text('name').notNull(),
    isoCode: text('iso_code').notNull(),
  },
  (t) => [index('states_country_id_idx').on(t.countryId)],
);
