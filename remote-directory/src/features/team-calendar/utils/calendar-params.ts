import dayjs from 'dayjs';
import { idParam, oneOfParam, type FilterParsers } from '@portal/shared-ui';
import { TEAM_CALENDAR_SCOPES, type Role, type TeamCalendarScope } from '@portal/shared-contracts/values';
import type { TeamCalendarParams } from '../api/team-calendar-api';

/** The calendar's filters as the URL keeps them; no month is this month. */
export type CalendarFilterValues = { month?: string; scope?: TeamCalendarScope; departmentId?: number; userId?: number };

const monthParam = (raw: string) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? raw : undefined);

export const CALENDAR_FILTER_PARAMS: FilterParsers<CalendarFilterValues> = {
  month: monthParam,
  scope: oneOfParam(TEAM_CALENDAR_SCOPES),
  departmentId: idParam,
  userId: idParam,
};

/** What each role may ask for (the API decides the same: docs/spec-deviations.md); only an admin sees everyone. */
export function scopesFor(role: Role | undefined): TeamCalendarScope[] {
  return role === 'ADMIN' ? [...TEAM_CALENDAR_SCOPES] : ['team', 'department'];
}

export const thisMonth = () => dayjs().format('YYYY-MM');

/** The month `step` months from `month`. */
export const shiftMonth = (month: string, step: number) => dayjs(`${month}-01`).add(step, 'month').format('YYYY-MM');

/** The API's query for a page: the department only with its scope, no month means this month. */
export function calendarQuery(params: CalendarFilterValues & { limit: number; offset: number }, month: string): TeamCalendarParams {
  const { limit, offset, scope = 'team', departmentId, userId } = params;
  return {
    month,
    scope,
    limit,
    offset,
    ...(scope === 'department' && departmentId ? { departmentId } : {}),
    ...(userId ? { userId } : {}),
  };
}
