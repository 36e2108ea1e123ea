import { Select } from 'antd';
import { useGetCountriesQuery } from './geography-api';
import { LoadFailure } from './load-failure';

export type CountrySelectProps = {
  id?: string;
  value: number | null | undefined;
  onChange: (countryId: number | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
};

/** Country picker (spec §9): loads the list once, searchable, disabled while loading. */
export function CountrySelect({ id, value, onChange, onBlur, disabled }: CountrySelectProps) {
  const { data = [], isLoading, isError, refetch } = useGetCountriesQuery();
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder="Select Country"
      disabled={disabled || isLoading}
      loading={isLoading}
      status={isError ? 'error' : undefined}
      value={value || undefined}
      onChange={(selected) => onChange(selected === undefined || selected === null ? null : Number(selected))}
      onBlur={onBlur}
      options={data.map((country) => ({ value: country.id, label: country.name }))}
      notFoundContent={isError ? <LoadFailure what="countries" onRetry={() => void refetch()} /> : 'No countries available'}
    />
  );
}
