import type { HolidaysRepository } from './holidays-repository.js';
import type { TimeOffRepository } from './time-off-repository.js';
import type { Absences, DateRange } from './working-days.js';

/** The public holidays and the person's time off in the range, as the capacity arithmetic takes them. */
export async function absencesOf(
  repos: { holidays: HolidaysRepository; timeOff: TimeOffRepository },
  userId: number,
  range: DateRange,
): Promise<Absences> {
  const query = { from: range.startDate, to: range.endDate };
  const [holidays, timeOff] = await Promise.all([repos.holidays.datesIn(query), repos.timeOff.rangesOf(userId, query)]);
  return { holidays, timeOff };
}
