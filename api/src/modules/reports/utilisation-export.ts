import type { ReportPeriod, UtilisationFigures, UtilisationGroup, UtilisationRow } from '@portal/shared-contracts';
import type { ValueColumn } from '../../platform/export/run-rows-export.js';

/** A line of the exported report: one row's figures in one period. */
export type ReportLine = { row: UtilisationRow; period: ReportPeriod; figures: UtilisationFigures };

const FIGURES: readonly [keyof UtilisationFigures, string][] = [
  ['capacity', 'Capacity'], ['planned', 'Planned'], ['submitted', 'Submitted'], ['approved', 'Approved'], ['rejected', 'Rejected'],
  ['logged', 'Logged'], ['utilisation', 'Utilisation %'], ['planPercent', 'Plan %'], ['planAccuracy', 'Plan Accuracy %'],
];

const NAME_HEADER: Record<UtilisationGroup, string> = { person: 'Person', department: 'Department', project: 'Project' };
const DETAIL_HEADER: Record<UtilisationGroup, string | null> = { person: 'Department', department: null, project: 'Client' };

/** The export's columns for a grouping: the row's name (and department or client), the period, then every figure. */
export function utilisationColumns(group: UtilisationGroup): ValueColumn<ReportLine>[] {
  const detail = DETAIL_HEADER[group];
  return [
    { header: NAME_HEADER[group], width: 28, kind: 'text', value: (line) => line.row.name },
    ...(detail ? [{ header: detail, width: 24, kind: 'text' as const, value: (line: ReportLine) => line.row.detail }] : []),
    { header: 'Period Start', width: 12, kind: 'date', value: (line) => line.period.start },
    { header: 'Period End', width: 12, kind: 'date', value: (line) => line.period.end },
    ...FIGURES.map(([key, header]): ValueColumn<ReportLine> => ({ header, width: 12, kind: 'hours', value: (line) => line.figures[key] })),
  ];
}

/** Every row's periods, row after row in the report's order. */
export function* reportLines(rows: readonly UtilisationRow[], periods: readonly ReportPeriod[]): Generator<ReportLine> {
  for (const row of rows) for (let i = 0; i < periods.length; i++) yield { row, period: periods[i]!, figures: row.periods[i]! };
}
