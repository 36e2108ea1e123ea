import { isAdmin, useRole } from '@portal/shared-auth';
import { listPagination, sortableColumn, Table, titleCase, Typography, useIsPhone } from '@portal/shared-ui';
import type { ColumnsType } from 'antd/es/table';
import type { ReportPeriod, UtilisationGroup, UtilisationOrderBy, UtilisationPeriod, UtilisationReport, UtilisationRow } from '../api/utilisation-api';
import type { useUtilisationParams } from '../hooks/use-utilisation-params';
import { periodLabel } from '../utils/period-labels';
import { timesheetsLinkOf } from '../utils/timesheets-link';
import { HeatmapCell } from './heatmap-cell';

const NOUNS: Record<UtilisationGroup, string> = { person: 'people', department: 'departments', project: 'projects' };

/** The total a click on the Total header sorts by: the figure its cells show. */
export const totalOrderBy = (group: UtilisationGroup): UtilisationOrderBy => (group === 'project' ? 'planAccuracy' : 'utilisation');

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** A narrow column's heading on two lines: "W48 ·" over "23 Nov" (read out whole: "W48 · 23 Nov"). */
function PeriodHeading({ label }: { label: string }) {
  const [week, day] = label.split(' · ');
  return day ? <><span style={NO_WRAP}>{`${week} ·`}</span> <span style={NO_WRAP}>{day}</span></> : <>{label}</>;
}

type Props = {
  params: ReturnType<typeof useUtilisationParams>;
  report: UtilisationReport | undefined;
  loading: boolean;
  failed: boolean;
};

/** Rows (people, departments or projects) × periods, and a Total column; server-sorted and paged. */
export function UtilisationHeatmap({ params: { list, group, period }, report, loading, failed }: Props) {
  const admin = isAdmin(useRole());
  // The name column stays in view while the periods scroll beside it: on a phone it leaves them more of the width.
  const nameWidth = useIsPhone() ? 110 : 140;
  const periods = report?.periods ?? [];
  const linkOf = (row: UtilisationRow, of: ReportPeriod) => (admin && group === 'person' ? timesheetsLinkOf(row.name, of) : undefined);
  const heading = (of: ReportPeriod, kind: UtilisationPeriod) => periodLabel(of, kind);
  // Departments are kept as HUMAN_RESOURCES and shown as the other screens show them: 'Human Resources'.
  const nameOf = (row: UtilisationRow) => (group === 'department' ? titleCase(row.name) : row.name);
  const detailOf = (row: UtilisationRow) => (row.detail && group === 'person' ? titleCase(row.detail) : row.detail);

  const columns: ColumnsType<UtilisationRow> = [
    {
      title: 'Name',
      fixed: 'left',
      ...sortableColumn('name', list),
      render: (_value, row) => (
        <div style={{ minWidth: nameWidth }}>
          <div>{nameOf(row)}</div>
          {row.detail ? <Typography.Text type="secondary">{detailOf(row)}</Typography.Text> : null}
        </div>
      ),
    },
    ...periods.map((of, index) => ({
      title: <PeriodHeading label={heading(of, period)} />,
      key: of.start,
      width: 64,
      align: 'center' as const,
      render: (_value: unknown, row: UtilisationRow) => (
        <HeatmapCell figures={row.periods[index]!} group={group} title={`${nameOf(row)} · ${heading(of, period)}`} href={linkOf(row, of)} />
      ),
    })),
    {
      title: 'Total',
      align: 'center',
      ...sortableColumn(totalOrderBy(group), list),
      render: (_value, row) => <HeatmapCell figures={row.total} group={group} title={`${nameOf(row)} · Total`} />,
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
