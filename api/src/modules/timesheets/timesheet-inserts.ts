import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { projects, timesheets, users } from '../../platform/db/schema/index.js';
import type { ProjectStatus, Timesheet } from '@portal/shared-contracts';
import type { References, TimesheetValues } from './timesheet-values.js';

export type InsertOutcome = { created: Timesheet } | { refused: References };

/** A statement's worth: large enough to absorb a burst, small enough that one slow row does not hold many callers. */
const MAX_BATCH = 100;
/** Statements running at once; entries arriving meanwhile wait and go together in the next one. */
const MAX_IN_FLIGHT = 2;

type Waiting = { values: TimesheetValues; settle: (outcome: Promise<InsertOutcome>) => void };
type TargetRow = { n: number; personExists: boolean; projectStatus: ProjectStatus | null };
type CreatedRow = Timesheet & { n: number };

/**
 * Inserts each entry whose person exists and whose project exists and is not cancelled, in one statement for the
 * whole batch, and answers every entry with its new row (and names) or the references that stopped it. A day over
 * 24 hours fails the statement with TIMESHEET_DAY_LIMIT (see timesheetDayHours), as does any other error.
 */
async function insertBatch(db: Database, entries: TimesheetValues[]): Promise<InsertOutcome[]> {
  // One array parameter per column: sql.param, since a bare array in a drizzle template becomes a list of parameters.
  const column = <K extends keyof TimesheetValues>(key: K) => sql.param(entries.map((entry) => entry[key] ?? null));
  const result = await db.execute(sql`
    with input as (
      select * from unnest(${column('userId')}::int[], ${column('projectId')}::int[], ${column('date')}::date[], ${column('hours')}::numeric[],
                           ${column('description')}::text[], ${column('status')}::text[], ${column('rejectionReason')}::text[])
        with ordinality as entry(user_id, project_id, date, hours, description, status, rejection_reason, n)
    ), target as (
      select input.*, exists(select 1 from ${users} where ${users.id} = input.user_id) as person_exists,
             (select ${projects.status} from ${projects} where ${projects.id} = input.project_id) as project_status
      from input
    ), allowed as materialized (
      -- Each new row's id is drawn here, beside its entry's position: RETURNING sees only the inserted row, and
      -- matching rows back by their values fails when the database stores a value otherwise (hours 1.255 as 1.26).
      select target.*, nextval(pg_get_serial_sequence('timesheets', 'id')) as id
      from target where person_exists and project_status is not null and project_status <> 'CANCELLED'
    ), inserted as (
      insert into ${timesheets} (id, user_id, project_id, date, hours, description, status, rejection_reason)
      select id, user_id, project_id, date, hours, description, status, rejection_reason from allowed
      returning *
    )
    select
      (select json_agg(json_build_object('n', n, 'personExists', person_exists, 'projectStatus', project_status)) from target) as targets,
      (select coalesce(json_agg(json_build_object(
         'n', allowed.n, 'id', inserted.id, 'userId', inserted.user_id, 'projectId', inserted.project_id, 'date', inserted.date::text,
         'hours', inserted.hours::float8, 'status', inserted.status, 'description', inserted.description,
         'rejectionReason', inserted.rejection_reason, 'firstName', u.first_name, 'lastName', u.last_name,
         'userName', btrim(concat_ws(' ', u.first_name, u.last_name)), 'projectName', p.name)), '[]')
       from inserted join allowed on allowed.id = inserted.id
         join ${users} u on u.id = inserted.user_id join ${projects} p on p.id = inserted.project_id) as created`);
  // Both drivers answer execute() with { rows }; the generic database type does not say so.
  const [row] = (result as unknown as { rows: { targets: TargetRow[]; created: CreatedRow[] }[] }).rows;
  if (!row) throw new Error('a timesheet insert answered no row');
  const createdByEntry = new Map(row.created.map(({ n, ...created }) => [n, created]));
  const references = new Map(row.targets.map((target) => [target.n, target]));
  return entries.map((_entry, index) => {
    const created = createdByEntry.get(index + 1);
    if (created) return { created };
    const target = references.get(index + 1);
    return { refused: { personExists: target?.personExists === true, projectStatus: target?.projectStatus ?? null } };
  });
}

/**
 * Creates that arrive together are written together: while up to MAX_IN_FLIGHT statements run, new entries queue
 * and the next statement takes all of them, so under load many creates share one statement, one commit and one
 * disk flush (a create alone still goes at once). Each caller is answered only once its entry is committed. When a
 * statement of several entries fails (one entry would take a day past 24 hours, say), each of them is written again
 * on its own, so every caller gets its own entry's answer and nobody else's error.
 */
export function createTimesheetInserts(db: Database): (values: TimesheetValues) => Promise<InsertOutcome> {
  const queue: Waiting[] = [];
  let inFlight = 0;

  const write = async (batch: Waiting[]) => {
    try {
      const outcomes = await insertBatch(db, batch.map((waiting) => waiting.values));
      batch.forEach((waiting, index) => waiting.settle(Promise.resolve(outcomes[index] as InsertOutcome)));
    } catch (error) {
      if (batch.length === 1) batch[0]?.settle(Promise.reject(error));
      else for (const waiting of batch) waiting.settle(insertBatch(db, [waiting.values]).then((outcomes) => outcomes[0] as InsertOutcome));
    }
  };

  const startNext = () => {
    while (inFlight < MAX_IN_FLIGHT && queue.length > 0) {
      inFlight += 1;
      void write(queue.splice(0, MAX_BATCH)).finally(() => {
        inFlight -= 1;
        startNext();
      });
    }
  };

  return (values) =>
    new Promise<InsertOutcome>((resolve, reject) => {
      queue.push({ values, settle: (outcome) => outcome.then(resolve, reject) });
      startNext();
    });
}
