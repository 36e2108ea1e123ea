import { DatePicker, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { DISPLAY_DATE_FORMAT, parseDate, toApiDate } from '../dates';
import { useTouchPicker } from '../pickers/use-touch-picker';
import { bindField, type BoundFieldProps } from './bind-field';
import { FULL_WIDTH, FieldItem, errorAria, type FormikFieldProps } from './field-item';

export type FormikDatePickerProps = FormikFieldProps &
  Omit<DatePickerProps, 'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onOk' | 'multiple' | 'picker'>;

function DatePickerView({ name, label, required, extra, controlId, value, error, helpers, ...pickerProps }: Omit<FormikDatePickerProps, 'id'> & BoundFieldProps<string | null | undefined>) {
  const touch = useTouchPicker();
  return (
    <FieldItem id={controlId} label={label} required={required} extra={extra} error={error}>
      <DatePicker
        format={DISPLAY_DATE_FORMAT}
        style={FULL_WIDTH}
        {...touch}
        {...pickerProps}
        {...errorAria(controlId, error)}
        id={controlId}
        name={name}
        value={parseDate(value)}
        onChange={(date: Dayjs | null) => void helpers.setValue(date ? toApiDate(date) : null)}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}

/**
 * Date picker shown as MM-DD-YYYY, storing the Formik value as an API date 'YYYY-MM-DD' (null when cleared).
 * On a phone the date is tapped in the calendar, not typed.
 */
export const FormikDatePicker = bindField<string | null | undefined, FormikDatePickerProps>(DatePickerView, 'FormikDatePicker');
