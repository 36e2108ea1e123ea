import { Select, type SelectProps } from 'antd';
import { bindField, type BoundFieldProps } from './bind-field';
import { FieldItem, errorAria, type FormikFieldProps } from './field-item';

export type FormikSelectProps = FormikFieldProps & Omit<SelectProps, 'id' | 'value' | 'onChange' | 'onBlur'>;

function SelectView({ name: _name, label, required, extra, controlId, value, error, helpers, ...selectProps }: Omit<FormikSelectProps, 'id'> & BoundFieldProps<unknown>) {
  const multiple = selectProps.mode === 'multiple' || selectProps.mode === 'tags';
  return (
    <FieldItem id={controlId} label={label} required={required} extra={extra} error={error}>
      <Select
        {...selectProps}
        {...errorAria(controlId, error)}
        id={controlId}
        value={value ?? (multiple ? [] : undefined)}
        onChange={(next: unknown) => void helpers.setValue(next ?? (multiple ? [] : null))}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}

/** antd Select bound to a Formik field; clearing it stores null (an empty array in multiple mode). */
export const FormikSelect = bindField<unknown, FormikSelectProps>(SelectView, 'FormikSelect');
