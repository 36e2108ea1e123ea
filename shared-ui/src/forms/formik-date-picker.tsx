import { DatePicker, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { DISPLAY_DATE_FORMAT, parseDate, toApiDate } from '../dates';
import { useTouchPicker } from '../pickers/use-touch-picker';
import { FieldItem, errorAria, type FormikFieldProps } from './field-item';
import { fieldIdOf, useFieldFeedback } from './use-field-feedback';

export type FormikDatePickerProps = FormikFieldProps &
  Omit<DatePickerProps, 'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onOk' | 'multiple' | 'picker'>;

/**
 * Date picker shown as MM-DD-YYYY, storing the Formik value as an API date 'YYYY-MM-DD' (null when cleared).
 * On a phone the date is tapped in the calendar, not typed.
 */
export function FormikDatePicker({ name, label, required, id, extra, ...pickerProps }: FormikDatePickerProps) {
  const { field, helpers, error } = useFieldFeedback<string | null | undefined>(name);
  const controlId = id ?? fieldIdOf(name);
  const touch = useTouchPicker();
  return (
    <FieldItem id={controlId} label={label} required={required} extra={extra} error={error}>
      <DatePicker
        format={DISPLAY_DATE_FORMAT}
        style={{ width: '100%' }}
        {...touch}
        {...pickerProps}
        {...errorAria(controlId, error)}
        id={controlId}
        name={name}
        value={parseDate(field.value)}
        onChange={(date: Dayjs | null) => void helpers.setValue(date ? toApiDate(date) : null)}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}
