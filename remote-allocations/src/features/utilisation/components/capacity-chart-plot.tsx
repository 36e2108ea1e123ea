import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import type { ChartSeries } from '../utils/chart-series';
import { SERIES_COLOURS } from '../utils/series-colours';
import { ensureUplotCss } from './uplot-css';

const HEIGHT = 240;
/** Room one period's label needs on the x axis ("W48 ·" over "23 Nov"); the y axis takes 64 px of the width. */
const LABEL_WIDTH = 56;
const Y_AXIS_WIDTH = 64;

/** Every label when they fit side by side; on a narrow screen (a phone) every second, third… so they never overlap. */
const labelStep = (count: number, width: number) => Math.max(1, Math.ceil((count * LABEL_WIDTH) / Math.max(width - Y_AXIS_WIDTH, LABEL_WIDTH)));

type Props = { labels: string[]; series: ChartSeries; showCapacity: boolean; summary: string };

function optionsOf({ labels, showCapacity }: Omit<Props, 'summary'>, width: number): uPlot.Options {
  const line = (label: string, stroke: string, dash?: number[]): uPlot.Series => ({ label, stroke, width: 2, dash, points: { size: 6, fill: stroke } });
  const step = labelStep(labels.length, width);
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    // Half a period of room either side, so the first and last labels are not cut.
    scales: { x: { time: false, range: (): uPlot.Range.MinMax => [-0.5, labels.length - 0.5] } },
    axes: [
      { stroke: '#434343', grid: { stroke: '#f0f0f0' }, size: 56, splits: () => labels.map((_label, i) => i), values: (_u, splits) => splits.map((i) => (i % step === 0 ? (labels[i] ?? '') : '')) },
      { stroke: '#434343', grid: { stroke: '#f0f0f0' }, values: (_u, splits) => splits.map((hours) => `${hours} h`), size: Y_AXIS_WIDTH },
    ],
    series: [
      {},
      ...(showCapacity ? [line('Capacity', SERIES_COLOURS.capacity, [6, 4])] : []),
      line('Planned', SERIES_COLOURS.planned),
      line('Logged', SERIES_COLOURS.logged),
    ],
  };
}

function dataOf({ labels, series, showCapacity }: Omit<Props, 'summary'>): uPlot.AlignedData {
  const x = labels.map((_label, i) => i);
  return [x, ...(showCapacity ? [series.capacity] : []), series.planned, series.logged];
}

/** The uPlot line chart itself (loaded lazily): as wide as its container, redrawn when the data or width changes. */
export default function CapacityChartPlot(props: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Redrawn when what it shows changes (compared by value), not on every render of the page.
  const shown = JSON.stringify({ labels: props.labels, series: props.series, showCapacity: props.showCapacity });
  useEffect(() => {
    const element = container.current;
    if (!element || width === 0) return undefined;
    ensureUplotCss();
    const drawn = JSON.parse(shown) as Omit<Props, 'summary'>;
    const plot = new uPlot(optionsOf(drawn, width), dataOf(drawn), element);
    return () => plot.destroy();
  }, [shown, width]);

  return <div ref={container} role="img" aria-label={props.summary} style={{ width: '100%', minHeight: HEIGHT }} />;
}
