import dayjs from 'dayjs';
import { dateParam, type FilterParsers, idParam } from '@portal/shared-ui';
import type { AuditLogParams } from '../api/audit-log-api';

/** The log's filters as the URL keeps them: days, not instants, for the date range. */
export type AuditLogFilterValues = { userId?: number; targetType?: string; action?: string; from?: string; to?: string };

/** A name the API checks itself (an action it records, an entity type): any short text is taken from the URL. */
const nameParam = (raw: string) => (raw.length > 0 && raw.length <= 50 ? raw : undefined);

export const AUDIT_LOG_FILTER_PARAMS: FilterParsers<AuditLogFilterValues> = {
  userId: idParam,
  targetType: nameParam,
  action: nameParam,
  from: dateParam,
  to: dateParam,
};

/**
 * The API's query for a page of the log: `from` as the start of that day and `to` as the start of the day after
 * (the API's upper bound is exclusive), both in the browser's time zone; sort and search are not the log's.
 */
export function auditLogQuery(params: AuditLogFilterValues & { limit: number; offset: number }): AuditLogParams {
  const { limit, offset, userId, targetType, action, from, to } = params;
  return {
    limit,
    offset,
    ...(userId ? { userId } : {}),
    ...(targetType ? { targetType } : {}),
    ...(action ? { action } : {}),
    ...(from ? { from: dayjs(from).startOf('day').toISOString() } : {}),
    ...(to ? { to: dayjs(to).add(1, 'day').startOf('day').toISOString() } : {}),
  };
}
