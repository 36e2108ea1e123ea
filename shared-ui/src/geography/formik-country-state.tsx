import { memo, useMemo } from 'react';
import type { FieldHelperProps } from 'formik';
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

type Picked = { value: number | null; error: string | undefined; helpers: FieldHelperProps<number | null> };
type CountryStateViewProps = Omit<FormikCountryStateProps, 'countryName' | 'stateName'> & {
  countryId: string;
  stateId: string;
  country: Picked;
  state: Picked;
};

/** Memoised as the other fields' views are (forms/bind-field.tsx): it renders when its own two fields change. */
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

/** The field's value, error and setters, kept as one object while none of them changes (so the view's memo holds). */
function usePicked(name: string): Picked {
  const { field, helpers, error } = useFieldFeedback<number | null>(name);
  const value = field.value;
  return useMemo(() => ({ value, error, helpers }), [value, error, helpers]);
}

/** Country and State pickers bound to two Formik fields; choosing another country clears the state (spec §4). */
export function FormikCountryState({ countryName, stateName, countryLabel = 'Country', stateLabel = 'State', disabled }: FormikCountryStateProps) {
  const country = usePicked(countryName);
  const state = usePicked(stateName);
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
