import { Alert, FileExportMenu, type ListCard, type ListOptions, PageHeading, Tag, useListParams } from '@portal/shared-ui';
import { ResponsiveList } from '@portal/shared-ui/lists';
import type { ColumnsType } from 'antd/es/table';
import type { AuditLogEntry } from '@portal/shared-contracts';
import { describeAuditChange } from '@portal/shared-contracts/values';
import { useGetAuditLogQuery } from '../api/audit-log-api';
import { AUDIT_LOG_FILTER_PARAMS, auditLogQuery, type AuditLogFilterValues } from '../utils/audit-log-params';
import { describeTarget } from '../utils/describe-changes';
import { AuditLogFilters } from './audit-log-filters';

// The log is always newest first (the API's order): nothing to sort by.
const LIST_OPTIONS: ListOptions<'occurredAt', AuditLogFilterValues> = {
  sortable: [],
  orderBy: 'occurredAt',
  order: 'desc',
  filters: AUDIT_LOG_FILTER_PARAMS,
};

const OUTCOME_COLORS = { SUCCESS: 'green', FAILURE: 'orange', DENIED: 'red' } as const;

const whenOf = (entry: AuditLogEntry) => new Date(entry.occurredAt).toLocaleString();

const CARD: ListCard<AuditLogEntry> = { title: ['action'], fields: ['occurredAt', 'who', 'target', 'changes'], tag: 'outcome', rowName: (entry) => entry.action };

/** The person by name with the e-mail they acted with below (an API before names gives the e-mail alone). */
function Who({ entry }: { entry: AuditLogEntry }) {
  if (!entry.actorName) return <>{entry.actorEmail ?? 'System'}</>;
  return (
    <>
      <div>{entry.actorName}</div>
      {entry.actorEmail && <div style={{ fontSize: 12 }}>{entry.actorEmail}</div>}
    </>
  );
}

const COLUMNS: ColumnsType<AuditLogEntry> = [
  { title: 'When', dataIndex: 'occurredAt', render: (_value, entry) => whenOf(entry) },
  { title: 'Who', key: 'who', render: (_value, entry) => <Who entry={entry} /> },
  { title: 'Action', dataIndex: 'action' },
  { title: 'Outcome', dataIndex: 'outcome', render: (outcome: AuditLogEntry['outcome']) => <Tag color={OUTCOME_COLORS[outcome]}>{outcome}</Tag> },
  { title: 'What', key: 'target', render: (_value, entry) => describeTarget(entry) },
  {
    title: 'Changes',
    dataIndex: 'changes',
    render: (changes: AuditLogEntry['changes']) =>
      changes && changes.length > 0 ? changes.map((change) => <div key={change.field}>{describeAuditChange(change)}</div>) : '—',
  },
];

/** Exposed as `remote_directory/AuditLogPage` (issue 38): who changed what and when, old → new, for admins. */
export default function AuditLogPage() {
  const list = useListParams(LIST_OPTIONS);
  const query = auditLogQuery(list.params);
  const { data, isFetching, isError } = useGetAuditLogQuery(query, { refetchOnMountOrArgChange: true });
  const { limit: _limit, offset: _offset, ...filters } = query;
  return (
    <>
      <PageHeading title="Audit log" extra={<FileExportMenu url="/v1/audit-log/export" params={filters} fileName="audit-log" />} />
      <ResponsiveList<AuditLogEntry>
        columns={COLUMNS}
        card={CARD}
        rowKey={(entry) => entry.id}
        answer={data}
        loading={isFetching}
        loadingText="Loading audit events..."
        emptyText={isFetching ? null : 'No audit events match these filters.'}
        list={list}
        noun="events"
        filters={<AuditLogFilters value={list.filters} onChange={list.setFilters} />}
        notice={isError && <Alert type="error" title="Failed to fetch the audit log. Please try again." showIcon />}
      />
    </>
  );
}
