import type { BulkLoader } from './bulk-loader.js';

/** How many people report to each line manager: a team of nine under its first member, per department. */
export const TEAM_SIZE = 10;

/**
 * Line managers, time off and pending leave (issue 38), in SQL over the loaded people so that 10,000 take a moment.
 * In each department, people by id form teams of TEAM_SIZE: the first of each leads the other nine (the demo manager,
 * the department's first, leads one; the bench's Team tab and team calendar sign in as them). Every active person who
 * is not an admin has one absence of up to four days within the 60 days before and 20 after today, of a kind by id;
 * every fifth has a pending two-day request 25 to 45 days on. Loaded before the allocations, so the time-off triggers
 * that keep planned hours find nothing to redo.
 */
export async function loadTeamsAndLeave(loader: BulkLoader, today: string): Promise<void> {
  await loader.exec(`
    WITH ranked AS (
      SELECT id, department_id, row_number() OVER (PARTITION BY department_id ORDER BY id) - 1 AS rank FROM users WHERE role <> 'ADMIN'
    ), leaders AS (SELECT id, department_id, rank FROM ranked WHERE rank % ${TEAM_SIZE} = 0)
    UPDATE users SET line_manager_id = leaders.id
    FROM ranked JOIN leaders ON leaders.department_id IS NOT DISTINCT FROM ranked.department_id AND leaders.rank = ranked.rank - ranked.rank % ${TEAM_SIZE}
    WHERE users.id = ranked.id AND ranked.rank % ${TEAM_SIZE} <> 0`);
  await loader.exec(`
    INSERT INTO time_off (user_id, start_date, end_date, kind)
    SELECT id, start_date, start_date + id % 4, (ARRAY['VACATION', 'SICK', 'OTHER'])[1 + id % 3]
    FROM (SELECT id, DATE '${today}' + ((id * 37) % 80 - 60) AS start_date FROM users WHERE active AND role <> 'ADMIN') AS away`);
  await loader.exec(`
    INSERT INTO leave_requests (user_id, leave_type, start_date, end_date, days, status)
    SELECT id, 'VACATION', start_date, start_date + 1, 2, 'PENDING'
    FROM (SELECT id, DATE '${today}' + (25 + (id * 13) % 20) AS start_date FROM users WHERE active AND role <> 'ADMIN' AND id % 5 = 0) AS asked`);
}
