import { isAdmin, useRole } from '@portal/shared-auth';
import { listPagination, sortableColumn, Table, Typography } from '@portal/shared-ui';
import type { ColumnsType } from 'antd/es/table';
import type { ReportPeriod, UtilisationGroup, UtilisationOrderBy, UtilisationPeriod, UtilisationReport, UtilisationRow } from '../api/utilisation-api';
import type { useUtilisationParams } from '../hooks/use-utilisation-params';
import { periodLabel } from '../utils/period-labels';
import { timesheetsLinkOf } from '../utils/timesheets-link';
import { HeatmapCell } from './heatmap-cell';

const NOUNS: Record<UtilisationGroup, string> = { person: 'people', department: 'departments', project: 'projects' };

/** The total a click on the Total header sorts by: the figure its cells show. */
export const totalOrderBy = (group: UtilisationGroup): UtilisationOrderBy => (group === 'project' ? 'planAccuracy' : 'utilisation');

type Props = {
  params: ReturnType<typeof useUtilisationParams>;
  report: UtilisationReport | undefined;
  loading: boolean;
  failed: boolean;
};

/** Rows (people, departments or projects) × periods, and a Total column; server-sorted and paged. */
export function UtilisationHeatmap({ params: { list, group, period }, report, loading, failed }: Props) {
  const admin = isAdmin(useRole());
  const periods = report?.periods ?? [];
  const linkOf = (row: UtilisationRow, of: ReportPeriod) => (admin && group === 'person' ? timesheetsLinkOf(row.name, of) : undefined);
  const heading = (of: ReportPeriod, kind: UtilisationPeriod) => periodLabel(of, kind);

  const columns: ColumnsType<UtilisationRow> = [
    {
      title: 'Name',
      fixed: 'left',
      ...sortableColumn('name', list),
      render: (_value, row) => (
        <div style={{ minWidth: 140 }}>
          <div>{row.name}</div>
          {row.detail ? <Typography.Text type="secondary">{row.detail}</Typography.Text> : null}
        </div>
      ),
    },
    ...periods.map((of, index) => ({
      title: heading(of, period),
      key: of.start,
      render: (_value: unknown, row: UtilisationRow) => (
        <HeatmapCell figures={row.periods[index]!} group={group} title={`${row.name} · ${heading(of, period)}`} href={linkOf(row, of)} />
      ),
    })),
    {
      title: 'Total',
      ...sortableColumn(totalOrderBy(group), list),
      render: (_value, row) => <HeatmapCell figures={row.total} group={group} title={`${row.name} · Total`} />,
    },
  ];

  return (
    <Table<UtilisationRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={failed ? [] : (report?.data ?? [])}
      loading={{ spinning: loading, description: 'Loading utilisation...' }}
      locale={{ emptyText: loading || failed ? null : <Typography.Text type="secondary">No hours in this range</Typography.Text> }}
      pagination={listPagination({ page: list.page, pageSize: list.pageSize, total: report?.total ?? 0, noun: NOUNS[group] })}
      onChange={list.handleTableChange}
      scroll={{ x: 'max-content' }}
    />
  );
}
