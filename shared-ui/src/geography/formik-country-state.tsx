import { useFormikContext } from 'formik';
import { Col, Row } from 'antd';
import { FieldItem } from '../forms/field-item';
import { fieldIdOf, useFieldFeedback } from '../forms/use-field-feedback';
import { CountrySelect } from './country-select';
import { StateSelect } from './state-select';

export type FormikCountryStateProps = {
  countryName: string;
  stateName: string;
  countryLabel?: string;
  stateLabel?: string;
  disabled?: boolean;
};

/** Country and State pickers bound to two Formik fields; choosing another country clears the state (spec §4). */
export function FormikCountryState({ countryName, stateName, countryLabel = 'Country', stateLabel = 'State', disabled }: FormikCountryStateProps) {
  const { setFieldValue } = useFormikContext();
  const country = useFieldFeedback<number | null>(countryName);
  const state = useFieldFeedback<number | null>(stateName);
  const countryId = fieldIdOf(countryName);
  const stateId = fieldIdOf(stateName);

  const handleCountryChange = (next: number | null) => {
    if (next !== country.field.value) void setFieldValue(stateName, null);
    void country.helpers.setValue(next);
  };

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <FieldItem id={countryId} label={countryLabel} error={country.error}>
          <CountrySelect
            id={countryId}
            value={country.field.value}
            onChange={handleCountryChange}
            onBlur={() => void country.helpers.setTouched(true)}
            disabled={disabled}
          />
        </FieldItem>
      </Col>
      <Col xs={24} md={12}>
        <FieldItem id={stateId} label={stateLabel} error={state.error}>
          <StateSelect
            id={stateId}
            countryId={country.field.value}
            value={state.field.value}
            onChange={(next) => void state.helpers.setValue(next)}
            onBlur={() => void state.helpers.setTouched(true)}
            disabled={disabled}
          />
        </FieldItem>
      </Col>
    </Row>
  );
}
