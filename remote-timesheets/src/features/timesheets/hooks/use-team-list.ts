import { idParam, useListParams, type ListOptions } from '@portal/shared-ui';
import { TIMESHEET_ORDER_BY, useGetTeamPeopleQuery, useGetTeamTimesheetsQuery, type TimesheetOrderBy } from '../api/timesheets-api';
import { mondayOfIsoWeek } from '../utils/week/iso-week';

/** The Team tab's filters: one report, one ISO week ('2026-W48'). */
export type TeamFilters = { userId?: number; week?: string };

const weekParam = (raw: string) => (mondayOfIsoWeek(raw) ? raw : undefined);

/** Newest first; what waits for review comes first whatever the order (the API's rule). */
const TEAM_LIST: ListOptions<TimesheetOrderBy, TeamFilters> = {
  sortable: TIMESHEET_ORDER_BY,
  orderBy: 'date',
  order: 'desc',
  keepPageOnSort: true,
  filters: { userId: idParam, week: weekParam },
};

/** The Team tab's list: paging, sort and the person and week filters in the URL; its page, reports and waiting count. */
export function useTeamList() {
  const list = useListParams(TEAM_LIST);
  const query = useGetTeamTimesheetsQuery(list.params);
  const people = useGetTeamPeopleQuery();
  // How many of the chosen rows wait: the total of the same filters limited to SUBMITTED.
  const waiting = useGetTeamTimesheetsQuery({ ...list.params, status: 'SUBMITTED', limit: 1, offset: 0 });
  return { list, query, people: people.data?.data ?? [], waiting: waiting.data?.total };
}
