import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are applied by the app itself at start (src/wiring/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/db/schema/', './src/platform/db/kept-totals.ts'],
  out: './drizzle',
});
