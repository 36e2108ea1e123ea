import { lazy, Suspense } from 'react';
import { Card, Flex, Spin, Typography } from '@portal/shared-ui';
import type { UtilisationGroup, UtilisationReport } from '../api/utilisation-api';
import { chartSeries } from '../utils/chart-series';
import { axisLabel } from '../utils/period-labels';
import { SERIES_COLOURS } from '../utils/series-colours';

// uPlot (about 20 KB gzip) comes in its own chunk when a report first has rows: not in the shell's JavaScript
// nor in this remote's first chunk.
const CapacityChartPlot = lazy(() => import('./capacity-chart-plot'));

const NOUNS: Record<UtilisationGroup, [string, string]> = { person: ['person', 'people'], department: ['department', 'departments'], project: ['project', 'projects'] };

type Props = { report: UtilisationReport; group: UtilisationGroup; period: 'week' | 'month'; page: number; pageSize: number };

/**
 * Capacity, planned and logged hours per period, added up over the rows on this page of the heatmap (the API pages
 * its rows; group by department for the whole organisation on one page).
 */
export function CapacityChart({ report, group, period, page, pageSize }: Props) {
  const series = chartSeries(report.data, report.periods.length);
  const labels = report.periods.map((of) => axisLabel(of, period));
  const [one, many] = NOUNS[group];
  const first = (page - 1) * pageSize + 1;
  const shown = report.data.length === report.total ? `all ${report.total} ${report.total === 1 ? one : many}` : `the ${many} on this page (${first}–${first + report.data.length - 1} of ${report.total})`;
  const total = (values: (number | null)[]) => Math.round(values.reduce<number>((sum, value) => sum + (value ?? 0), 0) * 100) / 100;
  const summary = `${group === 'project' ? '' : `Capacity ${total(series.capacity)} h, `}planned ${total(series.planned)} h, logged ${total(series.logged)} h`;

  return (
    <Card size="small" title="Capacity, planned and logged hours">
      <figure style={{ margin: 0 }}>
        <Suspense fallback={<Flex justify="center" style={{ height: 240 }} align="center"><Spin description="Loading chart..." /></Flex>}>
          <CapacityChartPlot labels={labels} series={series} showCapacity={group !== 'project'} summary={`Chart: ${summary}`} />
        </Suspense>
        <figcaption>
          <Flex wrap gap={16} align="center">
            {(group === 'project' ? (['planned', 'logged'] as const) : (['capacity', 'planned', 'logged'] as const)).map((key) => (
              <span key={key}>
                <span aria-hidden style={{ display: 'inline-block', width: 16, height: 3, marginRight: 6, verticalAlign: 'middle', background: SERIES_COLOURS[key] }} />
                {key[0]!.toUpperCase() + key.slice(1)}
              </span>
            ))}
            <Typography.Text type="secondary">{`Sums of ${shown}: ${summary}.`}</Typography.Text>
          </Flex>
        </figcaption>
      </figure>
    </Card>
  );
}
