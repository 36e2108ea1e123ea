import { useField } from 'formik';
import { Checkbox, Form } from '@portal/shared-ui';

type Props = { name: 'halfDayStart' | 'halfDayEnd'; label: string; disabled?: boolean };

/** A half-day box bound to the form; the API's reason about it (a one-day request halved at its end) shows under it. Disabled, it shows unticked. */
export function HalfDayCheckbox({ name, label, disabled = false }: Props) {
  const [field, meta, helpers] = useField<boolean>(name);
  const error = meta.error;
  const errorId = `${name}-error`;
  return (
    <Form.Item validateStatus={error ? 'error' : undefined} help={error ? <span id={errorId}>{error}</span> : undefined} style={{ marginBottom: 8 }}>
      <Checkbox
        id={name}
        checked={field.value && !disabled}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => void helpers.setValue(event.target.checked)}
      >
        {label}
      </Checkbox>
    </Form.Item>
  );
}
