import { Alert, Button, Flex, PageHeading, Space } from '@portal/shared-ui';
import { useGetUtilisationQuery } from '../api/utilisation-api';
import { useUtilisationParams } from '../hooks/use-utilisation-params';
import { CapacityChart } from './capacity-chart';
import { ExportReportMenu } from './export-report-menu';
import { HeatmapLegend } from './heatmap-legend';
import { UtilisationFilters } from './utilisation-filters';
import { UtilisationHeatmap } from './utilisation-heatmap';

/**
 * Exposed as `remote_allocations/UtilisationPage` (ADMIN, MANAGER): capacity, planned and logged hours per person,
 * department or project and week or month, as a heatmap and a chart, every setting kept in the URL.
 */
export default function UtilisationPage() {
  const params = useUtilisationParams();
  const { list, group, period, query } = params;
  const { data, isFetching, isError, refetch } = useGetUtilisationQuery(query);
  const periods = data?.periods ?? [];
  const shownRange = periods.length ? { start: periods[0]!.start, end: periods[periods.length - 1]!.end } : undefined;
  const { limit: _limit, offset: _offset, ...exportQuery } = query;

  return (
    <>
      <PageHeading
        title="Utilisation"
        extra={<ExportReportMenu query={{ order: list.order, orderBy: list.orderBy, groupBy: group, period, ...exportQuery }} />}
      />
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
    </>
  );
}
