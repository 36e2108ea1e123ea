import { InputNumber, type InputNumberProps } from 'antd';
import { bindField, type BoundFieldProps } from './bind-field';
import { FULL_WIDTH, FieldItem, errorAria, type FormikFieldProps } from './field-item';


export type FormikNumberProps = FormikFieldProps &
  Omit<InputNumberProps<number>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur'>;

function NumberView({ name, label, required, extra, controlId, value, error, helpers, ...numberProps }: Omit<FormikNumberProps, 'id'> & BoundFieldProps<number | null | undefined>) {
  return (
    <FieldItem id={controlId} label={label} required={required} extra={extra} error={error}>
      <InputNumber<number>
        style={FULL_WIDTH}
        inputMode="decimal"
        {...numberProps}
        {...errorAria(controlId, error)}
        id={controlId}
        name={name}
        value={value ?? null}
        onChange={(next) => void helpers.setValue(next ?? null)}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}

/**
 * Numeric input bound to a Formik number field; an empty box stores null. Phones get the decimal keyboard (the
 * portal's numbers are hours, 7.5); pass inputMode="numeric" for a whole number.
 */
export const FormikNumber = bindField<number | null | undefined, FormikNumberProps>(NumberView, 'FormikNumber');
