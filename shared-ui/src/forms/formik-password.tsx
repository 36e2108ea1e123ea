import type { ComponentProps } from 'react';
import { Input } from 'antd';
import { FieldItem, errorAria, type FormikFieldProps } from './field-item';
import { fieldIdOf, useFieldFeedback } from './use-field-feedback';

export type FormikPasswordProps = FormikFieldProps &
  Omit<ComponentProps<typeof Input.Password>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur'>;

/** Password input with a show/hide toggle, bound to a Formik string field. */
export function FormikPassword({ name, label, required, id, extra, ...inputProps }: FormikPasswordProps) {
  const { field, helpers, error } = useFieldFeedback<string | null | undefined>(name);
  const controlId = id ?? fieldIdOf(name);
  return (
    <FieldItem id={controlId} label={label} required={required} extra={extra} error={error}>
      <Input.Password
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
