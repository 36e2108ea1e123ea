import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** `column IN ('A', 'B')` for a CHECK constraint; the values are our own constants, never input. */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(', ')})`);

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
