import { sql } from 'drizzle-orm';
import { openDatabase } from '../platform/db/client.js';
import { upgradeDatabase } from '../wiring/migrate.js';
import { KEPT_TOTALS } from '../wiring/kept-totals.js';

// Prints each kept total's triggers and their functions as the migrations leave them, on a fresh in-memory database:
// a trigger's body is otherwise learned by reading every migration in order, as later ones replace earlier ones.
const handle = await openDatabase({ driver: 'pglite', dataDir: null });
try {
  await upgradeDatabase(handle);
  for (const total of KEPT_TOTALS) {
    console.log(`-- ${total.table}`);
    for (const trigger of total.keptBy) {
      const result = await handle.db.execute(sql`
        select pg_get_triggerdef(t.oid, true) as definition, pg_get_functiondef(t.tgfoid) as body from pg_trigger t
        join pg_class c on c.oid = t.tgrelid where c.relname = ${trigger.on} and t.tgname = ${trigger.name}`);
      const [row] = (result as unknown as { rows: { definition: string; body: string }[] }).rows;
      console.log(row ? `${row.definition};\n${row.body.trim()};\n` : `-- ${trigger.on}.${trigger.name} is not installed\n`);
    }
  }
} finally {
  await handle.close();
}
