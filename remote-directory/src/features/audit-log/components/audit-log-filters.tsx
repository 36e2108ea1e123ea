import { DatePicker, DebouncedSearch, parseDate, Select, Space, toApiDate, useGetEmployeeOptionsQuery, useTouchPicker } from '@portal/shared-ui';
import { PersonFilter } from '@portal/shared-ui/lists';
import { useGetAuditActionsQuery } from '../api/audit-log-api';
import type { AuditLogFilterValues } from '../utils/audit-log-params';

type Props = { value: AuditLogFilterValues; onChange: (value: AuditLogFilterValues) => void };

/**
 * Person (who acted, or whom it was about), entity type, action and a date range. The actions come from the API, so
 * one added there (a leave request's) is offered without a new page; the entity type is typed, for the same reason.
 */
export function AuditLogFilters({ value, onChange }: Props) {
  const touchPicker = useTouchPicker();
  const people = useGetEmployeeOptionsQuery();
  const actions = useGetAuditActionsQuery();
  return (
    <Space wrap>
      <PersonFilter
        placeholder="Anyone"
        people={people.data}
        loading={people.isLoading}
        failed={people.isError}
        value={value.userId}
        onChange={(userId) => onChange({ ...value, userId })}
      />
      <DebouncedSearch
        placeholder="Entity type (user, timesheet…)"
        value={value.targetType ?? ''}
        debounceMs={500}
        onSearch={(text) => onChange({ ...value, targetType: text.trim() || undefined })}
      />
      <Select<string>
        aria-label="Filter by action"
        placeholder="All actions"
        allowClear
        showSearch
        loading={actions.isLoading}
        style={{ minWidth: 220 }}
        options={(actions.data?.data ?? []).map((action) => ({ value: action, label: action }))}
        value={value.action}
        onChange={(action) => onChange({ ...value, action: action ?? undefined })}
      />
      <DatePicker
        aria-label="From date"
        placeholder="From"
        value={value.from ? parseDate(value.from) : null}
        onChange={(day) => onChange({ ...value, from: day ? toApiDate(day) : undefined })}
        {...touchPicker}
      />
      <DatePicker
        aria-label="To date"
        placeholder="To"
        value={value.to ? parseDate(value.to) : null}
        onChange={(day) => onChange({ ...value, to: day ? toApiDate(day) : undefined })}
        {...touchPicker}
      />
    </Space>
  );
}
