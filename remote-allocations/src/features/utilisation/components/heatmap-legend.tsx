import { Flex, Typography } from '@portal/shared-ui';
import type { UtilisationGroup } from '../api/utilisation-api';
import { BAND_STYLE, bandLabels, type Band } from '../utils/utilisation-bands';

const BANDS: Band[] = ['under', 'normal', 'over', 'none'];

/** What the cells' colours and markers mean for this grouping. */
export function HeatmapLegend({ group }: { group: UtilisationGroup }) {
  const labels = bandLabels(group);
  return (
    <Flex wrap gap={12} align="center" role="group" aria-label="Legend">
      <Typography.Text type="secondary">{group === 'project' ? 'Cells: logged ÷ planned' : 'Cells: logged ÷ capacity'}</Typography.Text>
      {BANDS.map((band) => {
        const { background, color, marker } = BAND_STYLE[band];
        return (
          <span key={band} style={{ background, color, padding: '2px 8px', borderRadius: 4 }}>
            {marker ? <span aria-hidden>{marker} </span> : null}
            {labels[band]}
          </span>
        );
      })}
    </Flex>
  );
}
