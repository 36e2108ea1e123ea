import { Select } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetStatesQuery } from './geography-api';
import { LoadFailure } from './load-failure';

export type StateSelectProps = {
  id?: string;
  countryId: number | null | undefined;
  value: number | null | undefined;
  onChange: (stateId: number | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
};

/** State picker (spec §9): loads the chosen country's states; empty and disabled with no country. */
export function StateSelect({ id, countryId, value, onChange, onBlur, disabled }: StateSelectProps) {
  const { data = [], isFetching, isError, refetch } = useGetStatesQuery(countryId ? countryId : skipToken);
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder="Select State"
      disabled={disabled || isFetching || !countryId}
      loading={isFetching}
      status={isError ? 'error' : undefined}
      value={value || undefined}
      onChange={(selected) => onChange(selected === undefined || selected === null ? null : Number(selected))}
      onBlur={onBlur}
      options={countryId ? data.map((state) => ({ value: state.id, label: state.stateName })) : []}
      notFoundContent={isError ? <LoadFailure what="states" onRetry={() => void refetch()} /> : 'No states available'}
    />
  );
}
