import type { ComponentProps } from 'react';
import { Input } from 'antd';
import { FieldItem, errorAria, type FormikFieldProps } from './field-item';
import { fieldIdOf, useFieldFeedback } from './use-field-feedback';

export type FormikInputProps = FormikFieldProps &
  Omit<ComponentProps<typeof Input>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur'>;

/** Text input bound to a Formik string field. */
export function FormikInput({ name, label, required, id, extra, ...inputProps }: FormikInputProps) {
  const { field, helpers, error } = useFieldFeedback<string | null | undefined>(name);
  const controlId = id ?? fieldIdOf(name);
  return (
    <FieldItem id={controlId} label={label} required={required} extra={extra} error={error}>
      <Input
        {...inputProps}
        {...errorAria(controlId, error)}
        id={controlId}
        name={name}
        value={field.value ?? ''}
        onChange={(event) => void helpers.setValue(event.target.value)}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}
