import type { Database } from '../../platform/db/client.js';
import { NotFoundError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/auth/auth-plugin.js';
import { createHolidaysRepository, type HolidaysRepository } from './holidays-repository.js';
import { createTimeOffRepository } from './time-off-repository.js';
import type { Holiday, HolidayBody, HolidayImportResult, TimeOff, TimeOffBody } from '@portal/shared-contracts';
import { parseHolidayCsv } from './holiday-csv.js';
import { holidayName, holidayTaken, timeOffOverlap, timeOffValuesFrom } from './rules.js';

/** POST /holidays (admin only, checked by the route): one date, one holiday; a date already on the list is a 409. */
export async function addHoliday(repo: HolidaysRepository, body: HolidayBody): Promise<Holiday> {
  const name = holidayName(body.name);
  const [added] = await repo.insertNew([{ date: body.date, name }]);
  if (added) return added;
  const [existing] = await repo.onDates([body.date]);
  throw holidayTaken(existing ?? { id: 0, date: body.date, name });
}

/**
 * POST /holidays/import (admin only): every row of the file or none (any bad row is a 400 naming it). Rows whose
 * date is already on the list are reported with the name it has there, and not added again.
 */
export async function importHolidays(db: Database, csv: string): Promise<HolidayImportResult> {
  const rows = parseHolidayCsv(csv);
  return db.transaction(async (tx) => {
    const repo = createHolidaysRepository(tx);
    const imported = await repo.insertNew(rows.map(({ date, name }) => ({ date, name })));
    const added = new Set(imported.map((holiday) => holiday.date));
    const left = rows.filter((row) => !added.has(row.date));
    const existing = new Map((await repo.onDates(left.map((row) => row.date))).map((holiday) => [holiday.date, holiday.name]));
    return { imported, duplicates: left.map((row) => ({ ...row, existingName: existing.get(row.date) ?? row.name })) };
  });
}

/**
 * POST /users/{id}/time-off (admin and manager, checked by the route). The person's row is locked while their other
 * time off is checked, so two overlapping requests at once cannot both pass.
 */
export async function recordTimeOff(db: Database, caller: AuthUser, userId: number, body: TimeOffBody): Promise<TimeOff> {
  const values = timeOffValuesFrom(body);
  return db.transaction(async (tx) => {
    const repo = createTimeOffRepository(tx);
    if (!(await repo.lockPerson(userId))) throw new NotFoundError('User not found.');
    const clash = await repo.firstOverlapping(userId, values.startDate, values.endDate);
    if (clash) throw timeOffOverlap(clash);
    return repo.insert({ ...values, userId, createdBy: caller.id });
  });
}
