import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Flex, PageHeading, Space, Tabs } from '@portal/shared-ui';
import { MissingTimesheetsPanel } from '../../missing-timesheets';
import { useGetUtilisationQuery } from '../api/utilisation-api';
import { useUtilisationParams } from '../hooks/use-utilisation-params';
import { CapacityChart } from './capacity-chart';
import { ExportReportMenu } from './export-report-menu';
import { HeatmapLegend } from './heatmap-legend';
import { UtilisationFilters } from './utilisation-filters';
import { UtilisationHeatmap } from './utilisation-heatmap';

const REPORT_TAB = 'utilisation';
const MISSING_TAB = 'missing';

/**
 * Exposed as `remote_allocations/UtilisationPage` (ADMIN, MANAGER): capacity, planned and logged hours per person,
 * department or project and week or month, as a heatmap and a chart, every setting kept in the URL; and, on a second
 * tab (`?tab=missing`), the missing timesheets with their reminders.
 */
export default function UtilisationPage() {
  const [search, setSearch] = useSearchParams();
  const missing = search.get('tab') === MISSING_TAB;
  // Both tabs keep their lists' settings in the URL under the same names (page, search, from, to): each tab has a
  // query string of its own, kept here while the other one shows.
  const leftTabs = useRef(new Map<string, string>());
  const showTab = (key: string) => {
    const shown = missing ? MISSING_TAB : REPORT_TAB;
    if (key === shown) return;
    const kept = new URLSearchParams(search);
    kept.delete('tab');
    leftTabs.current.set(shown, kept.toString());
    const next = new URLSearchParams(leftTabs.current.get(key) ?? '');
    if (key === MISSING_TAB) next.set('tab', MISSING_TAB);
    setSearch(next);
  };
  return (
    <>
      <PageHeading title="Utilisation" extra={missing ? null : <UtilisationExport />} />
      <Tabs
        activeKey={missing ? MISSING_TAB : REPORT_TAB}
        onChange={showTab}
        destroyOnHidden
        items={[
          { key: REPORT_TAB, label: 'Utilisation', children: <UtilisationReportView /> },
          { key: MISSING_TAB, label: 'Missing timesheets', children: <MissingTimesheetsPanel /> },
        ]}
      />
    </>
  );
}

function UtilisationExport() {
  const { list, group, period, query } = useUtilisationParams();
  const { limit: _limit, offset: _offset, ...exportQuery } = query;
  return <ExportReportMenu query={{ order: list.order, orderBy: list.orderBy, groupBy: group, period, ...exportQuery }} />;
}

function UtilisationReportView() {
  const params = useUtilisationParams();
  const { list, group, period, query } = params;
  const { data, isFetching, isError, refetch } = useGetUtilisationQuery(query);
  const periods = data?.periods ?? [];
  const shownRange = periods.length ? { start: periods[0]!.start, end: periods[periods.length - 1]!.end } : undefined;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <UtilisationFilters params={params} shownRange={shownRange} />
      <HeatmapLegend group={group} />
      {isError ? (
        <Alert
          type="error"
          showIcon
          title="Failed to fetch utilisation"
          action={<Button size="small" onClick={() => void refetch()}>Retry</Button>}
        />
      ) : null}
      <UtilisationHeatmap params={params} report={data} loading={isFetching} failed={isError} />
      {data && !isError && data.data.length > 0 ? (
        <Flex vertical>
          <CapacityChart report={data} group={group} period={period} page={list.page} pageSize={list.pageSize} />
        </Flex>
      ) : null}
    </Space>
  );
}
