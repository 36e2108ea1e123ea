import { Typography } from '@portal/shared-ui';
import type { CapacityPreview } from '../api/allocations-api';

/** Body of the over-capacity confirmation: who would be over 100 % and by how much. */
export function overCapacityContent(over: CapacityPreview[], nameOf: (userId: number) => string) {
  return (
    <>
      <Typography.Paragraph>This allocation would put these people over a full working day:</Typography.Paragraph>
      <ul>
        {over.map((p) => (
          <li key={p.userId}>{`${nameOf(p.userId)}: ${p.hoursPerDay} h per day (${p.capacityPercentage}%)`}</li>
        ))}
      </ul>
      <Typography.Paragraph>Save it anyway?</Typography.Paragraph>
    </>
  );
}
