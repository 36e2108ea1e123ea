import { useFormikContext } from 'formik';
import { Col, FormikDatePicker, Row, Typography } from '@portal/shared-ui';
import { HalfDayCheckbox } from './half-day-checkbox';
import { HALF_DAY_LABELS } from './leave-labels';

type DateValues = { startDate: string | null; endDate: string | null; halfDayStart: boolean; halfDayEnd: boolean };

type Props = {
  /** Disables the end's box on a one-day range (time off: the API refuses it); a request instead shows the API's reason. */
  oneDayHalvedAtStart?: boolean;
};

/** True when the range is a single day. */
export const isOneDayRange = (values: Pick<DateValues, 'startDate' | 'endDate'>) => Boolean(values.startDate) && values.startDate === values.endDate;

/** Start and End Date, each with its half-day box: the afternoon only of the first day, the morning only of the last. */
export function HalfDayDateFields({ oneDayHalvedAtStart = false }: Props) {
  const { values } = useFormikContext<DateValues>();
  const endDisabled = oneDayHalvedAtStart && isOneDayRange(values);
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <FormikDatePicker name="startDate" label="Start Date" required />
        <HalfDayCheckbox name="halfDayStart" label={HALF_DAY_LABELS.halfDayStart} />
      </Col>
      <Col xs={24} sm={12}>
        <FormikDatePicker name="endDate" label="End Date" required />
        <HalfDayCheckbox name="halfDayEnd" label={HALF_DAY_LABELS.halfDayEnd} disabled={endDisabled} />
        {endDisabled ? (
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 16 }}>
            One day: to take half of it, tick {HALF_DAY_LABELS.halfDayStart}.
          </Typography.Text>
        ) : null}
      </Col>
    </Row>
  );
}
