import type { UtilisationFigures, UtilisationGroup } from '../api/utilisation-api';

/**
 * Below this share of capacity (or, for a project, of its plan) a cell counts as under-used. 60 % leaves room for
 * the meetings, leave not yet recorded and admin work that nobody logs against a project; tools in this field
 * (Float, Runn) default their "under" band to the same region. A constant rather than a setting until someone asks.
 */
export const UNDER_USE_BELOW = 60;

/** Above this a cell is over-booked: more hours logged than the capacity (a project: than planned). */
export const OVER_BOOKED_ABOVE = 100;

export type Band = 'none' | 'under' | 'normal' | 'over';

/** The percentage a cell is coloured by: utilisation for people and departments, plan accuracy for projects. */
export const shownPercent = (figures: UtilisationFigures, group: UtilisationGroup): number | null =>
  group === 'project' ? figures.planAccuracy : figures.utilisation;

export function bandOf(percent: number | null): Band {
  if (percent === null) return 'none';
  if (percent > OVER_BOOKED_ABOVE) return 'over';
  return percent < UNDER_USE_BELOW ? 'under' : 'normal';
}

/**
 * Each band's colours: light backgrounds with dark text (contrast above 7:1, beyond WCAG AA's 4.5:1), and the band's
 * marker, so that no band is told by colour alone.
 */
export const BAND_STYLE: Record<Band, { background: string; color: string; marker: string }> = {
  none: { background: '#f5f5f5', color: '#434343', marker: '' },
  under: { background: '#fff1b8', color: '#613400', marker: '▼' },
  normal: { background: '#d9f7be', color: '#135200', marker: '' },
  over: { background: '#ffccc7', color: '#820014', marker: '▲' },
};

/** How each band is named for a grouping, in the legend and to screen readers. */
export function bandLabels(group: UtilisationGroup): Record<Band, string> {
  const measure = group === 'project' ? 'of plan' : 'of capacity';
  return {
    none: group === 'project' ? 'Nothing planned' : 'No capacity',
    under: `Under-used: below ${UNDER_USE_BELOW}% ${measure}`,
    normal: `${UNDER_USE_BELOW}–${OVER_BOOKED_ABOVE}% ${measure}`,
    over: `Over-booked: above ${OVER_BOOKED_ABOVE}% ${measure}`,
  };
}
