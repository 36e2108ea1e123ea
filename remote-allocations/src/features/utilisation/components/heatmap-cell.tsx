import { Link } from 'react-router-dom';
import { Tooltip } from '@portal/shared-ui';
import type { UtilisationFigures, UtilisationGroup } from '../api/utilisation-api';
import { BAND_STYLE, bandLabels, bandOf, shownPercent } from '../utils/utilisation-bands';
import { FiguresTooltip } from './figures-tooltip';

/** Text read by screen readers only (the cell's band, which sighted people see as colour and marker). */
const SCREEN_READER_ONLY = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

// Compact, so that twelve weeks fit beside the names on a laptop screen.
const CELL_STYLE = { display: 'block', padding: '4px 4px', borderRadius: 4, fontSize: 13, textAlign: 'center', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

type Props = {
  figures: UtilisationFigures;
  group: UtilisationGroup;
  /** "Carla Xu · W13 · 24 Mar": the tooltip's heading. */
  title: string;
  /** All Timesheets filtered to this cell (ADMIN, person rows); absent: the cell is no link. */
  href?: string;
};

/**
 * One heatmap cell: the percentage it is coloured by with its band's marker, every figure in a tooltip that opens on
 * hover and on keyboard focus, and for an admin a link to the timesheets behind it.
 */
export function HeatmapCell({ figures, group, title, href }: Props) {
  const percent = shownPercent(figures, group);
  const band = bandOf(percent);
  const { background, color, marker } = BAND_STYLE[band];
  const content = (
    <>
      {percent === null ? '—' : `${percent}%`}
      {marker ? <span aria-hidden> {marker}</span> : null}
      {band === 'under' || band === 'over' ? <span style={SCREEN_READER_ONLY}> ({bandLabels(group)[band]})</span> : null}
    </>
  );
  const style = { ...CELL_STYLE, background, color };
  return (
    <Tooltip title={<FiguresTooltip title={title} figures={figures} />} trigger={['hover', 'focus']}>
      {href ? (
        <Link to={href} style={{ ...style, textDecoration: 'underline' }} data-band={band}>
          {content}
        </Link>
      ) : (
        <span tabIndex={0} style={style} data-band={band}>
          {content}
        </span>
      )}
    </Tooltip>
  );
}
