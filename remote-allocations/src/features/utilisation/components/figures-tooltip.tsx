import type { UtilisationFigures } from '../api/utilisation-api';

const hours = (value: number | null) => (value === null ? '—' : `${value} h`);
const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

/** A cell's every figure: what the colour and the percentage were worked out from. */
export function FiguresTooltip({ title, figures }: { title: string; figures: UtilisationFigures }) {
  const lines: [string, string][] = [
    ['Capacity', hours(figures.capacity)],
    ['Planned', hours(figures.planned)],
    ['Submitted', hours(figures.submitted)],
    ['Approved', hours(figures.approved)],
    ['Rejected', hours(figures.rejected)],
    ['Logged', hours(figures.logged)],
    ['Utilisation', percent(figures.utilisation)],
    ['Plan', percent(figures.planPercent)],
    ['Plan accuracy', percent(figures.planAccuracy)],
  ];
  return (
    <div>
      <strong>{title}</strong>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 12, margin: '4px 0 0' }}>
        {lines.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
