import type { Database } from '../../platform/db/client.js';
import { ConflictError, InputError, NotFoundError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/auth/auth-plugin.js';
import { TIMESHEET_DAY_LIMIT } from '../../platform/db/kept-totals.js';
import { violatedCheck } from '../../platform/db/unique-violation.js';
import { createTimesheetsRepository, type TimesheetsRepository } from './timesheets-repository.js';
import type { References, TimesheetValues } from './timesheet-values.js';
import type { Timesheet, TimesheetInput } from '@portal/shared-contracts';
import { assertMayChange, assertMayLogFor, checkTimesheetInput, dayLimitMessage, projectRefusal } from './rules.js';

/** Refuses a write naming a person or project that does not exist, or a cancelled project. */
function assertReferencesAllow({ personExists, projectStatus }: References): void {
  if (!personExists) throw new InputError('Employee does not exist.', [{ field: 'userId', message: 'Employee does not exist.' }]);
  const refusal = projectRefusal(projectStatus);
  if (refusal) throw new InputError(refusal, [{ field: 'projectId', message: refusal }]);
}

/**
 * Runs a write; when the database refuses it for taking the person's day past 24 hours (timesheetDayHours), says
 * how many hours the day already has. Read after the write failed, so it is what the user would now find.
 */
async function withinDayLimit<T>(repo: TimesheetsRepository, input: TimesheetInput, exceptId: number | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedCheck(error) !== TIMESHEET_DAY_LIMIT) throw error;
    const logged = await repo.hoursOnDay(input.userId, input.date, exceptId);
    throw new ConflictError(dayLimitMessage(logged, input.date, input.hours));
  }
}

const valuesOf = (input: TimesheetInput) => ({
  userId: input.userId,
  projectId: input.projectId,
  date: input.date,
  hours: input.hours,
  description: input.description.trim(),
});

/**
 * A new entry is always SUBMITTED and gets a server id, whatever the client sent (spec §4). One statement, shared
 * with the creates that arrive meanwhile: `repo` is the server's own (app.repos), whose inserts are batched.
 */
export async function createTimesheet(repo: TimesheetsRepository, caller: AuthUser, input: TimesheetInput, today: string): Promise<Timesheet> {
  checkTimesheetInput(input, today);
  assertMayLogFor(caller, input.userId);
  const values: TimesheetValues = { ...valuesOf(input), status: 'SUBMITTED', rejectionReason: null };
  const outcome = await withinDayLimit(repo, input, undefined, () => repo.insertIfReferencesAllow(values));
  if ('refused' in outcome) {
    assertReferencesAllow(outcome.refused);
    throw new Error('a timesheet insert was refused although its references allow it');
  }
  return outcome.created;
}

/** An edit keeps the status (spec §4), except that a corrected REJECTED entry goes back for review. */
export async function updateTimesheet(db: Database, caller: AuthUser, id: number, input: TimesheetInput, today: string): Promise<Timesheet> {
  checkTimesheetInput(input, today);
  await withinDayLimit(createTimesheetsRepository(db), input, id, () =>
    db.transaction(async (tx) => {
      const repo = createTimesheetsRepository(tx);
      const existing = await repo.findById(id);
      if (!existing) throw new NotFoundError('Timesheet not found.');
      assertMayChange(caller, existing, 'edit');
      assertMayLogFor(caller, input.userId);
      assertReferencesAllow(await repo.references(input.userId, input.projectId));
      const resubmit = existing.status === 'REJECTED';
      await repo.update(id, {
        ...valuesOf(input),
        status: resubmit ? 'SUBMITTED' : existing.status,
        rejectionReason: resubmit ? null : existing.rejectionReason,
      });
    }),
  );
  return (await createTimesheetsRepository(db).findById(id)) as Timesheet;
}

export async function deleteTimesheet(db: Database, caller: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const repo = createTimesheetsRepository(tx);
    // Locked, so an approval cannot land between the check and the delete.
    const [existing] = await repo.ownersAndStatuses([id]);
    if (!existing) throw new NotFoundError('Timesheet not found.');
    assertMayChange(caller, existing, 'delete');
    await repo.remove(id);
  });
}
