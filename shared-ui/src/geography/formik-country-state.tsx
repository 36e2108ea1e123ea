import { memo } from 'react';
import { Col, Row } from 'antd';
import { FieldItem } from '../forms/field-item';
import { useFieldState, type FieldState } from '../forms/bind-field';
import { fieldIdOf } from '../forms/use-field-feedback';
import { CountrySelect } from './country-select';
import { StateSelect } from './state-select';

export type FormikCountryStateProps = {
  countryName: string;
  stateName: string;
  countryLabel?: string;
  stateLabel?: string;
  disabled?: boolean;
};

type Picked = FieldState<number | null>;
type CountryStateViewProps = Omit<FormikCountryStateProps, 'countryName' | 'stateName'> & {
  countryId: string;
  stateId: string;
  country: Picked;
  state: Picked;
};

/** Memoised as bindField's views are (forms/bind-field.tsx), over two fields: it renders when either of them changes. */
const CountryStateView = memo(function CountryStateView({ countryId, stateId, country, state, countryLabel, stateLabel, disabled }: CountryStateViewProps) {
  const handleCountryChange = (next: number | null) => {
    if (next !== country.value) void state.helpers.setValue(null);
    void country.helpers.setValue(next);
  };
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <FieldItem id={countryId} label={countryLabel} error={country.error}>
          <CountrySelect id={countryId} value={country.value} onChange={handleCountryChange} onBlur={() => void country.helpers.setTouched(true)} disabled={disabled} />
        </FieldItem>
      </Col>
      <Col xs={24} md={12}>
        <FieldItem id={stateId} label={stateLabel} error={state.error}>
          <StateSelect
            id={stateId}
            countryId={country.value}
            value={state.value}
            onChange={(next) => void state.helpers.setValue(next)}
            onBlur={() => void state.helpers.setTouched(true)}
            disabled={disabled}
          />
        </FieldItem>
      </Col>
    </Row>
  );
});

/** Country and State pickers bound to two Formik fields; choosing another country clears the state (spec §4). */
export function FormikCountryState({ countryName, stateName, countryLabel = 'Country', stateLabel = 'State', disabled }: FormikCountryStateProps) {
  const country = useFieldState<number | null>(countryName);
  const state = useFieldState<number | null>(stateName);
  return (
    <CountryStateView
      countryId={fieldIdOf(countryName)}
      stateId={fieldIdOf(stateName)}
      country={country}
      state={state}
      countryLabel={countryLabel}
      stateLabel={stateLabel}
      disabled={disabled}
    />
  );
}
