import { Select, type SelectProps } from 'antd';
import { FieldItem, errorAria, type FormikFieldProps } from './field-item';
import { fieldIdOf, useFieldFeedback } from './use-field-feedback';

export type FormikSelectProps = FormikFieldProps & Omit<SelectProps, 'id' | 'value' | 'onChange' | 'onBlur'>;

/** antd Select bound to a Formik field; clearing it stores null (an empty array in multiple mode). */
export function FormikSelect({ name, label, required, id, extra, ...selectProps }: FormikSelectProps) {
  const { field, helpers, error } = useFieldFeedback<unknown>(name);
  const controlId = id ?? fieldIdOf(name);
  const multiple = selectProps.mode === 'multiple' || selectProps.mode === 'tags';
  return (
    <FieldItem id={controlId} label={label} required={required} extra={extra} error={error}>
      <Select
        {...selectProps}
        {...errorAria(controlId, error)}
        id={controlId}
        value={field.value ?? (multiple ? [] : undefined)}
        onChange={(value: unknown) => void helpers.setValue(value ?? (multiple ? [] : null))}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}
