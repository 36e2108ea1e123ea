import { InputNumber, type InputNumberProps } from 'antd';
import { FieldItem, errorAria, type FormikFieldProps } from './field-item';
import { fieldIdOf, useFieldFeedback } from './use-field-feedback';

export type FormikNumberProps = FormikFieldProps &
  Omit<InputNumberProps<number>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur'>;

/**
 * Numeric input bound to a Formik number field; an empty box stores null. Phones get the decimal keyboard (the
 * portal's numbers are hours, 7.5); pass inputMode="numeric" for a whole number.
 */
export function FormikNumber({ name, label, required, id, extra, ...numberProps }: FormikNumberProps) {
  const { field, helpers, error } = useFieldFeedback<number | null | undefined>(name);
  const controlId = id ?? fieldIdOf(name);
  return (
    <FieldItem id={controlId} label={label} required={required} extra={extra} error={error}>
      <InputNumber<number>
        style={{ width: '100%' }}
        inputMode="decimal"
        {...numberProps}
        {...errorAria(controlId, error)}
        id={controlId}
        name={name}
        value={field.value ?? null}
        onChange={(value) => void helpers.setValue(value ?? null)}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}
