import type { ReactNode } from 'react';
import { Form } from 'antd';

/** Props every Formik-bound field wrapper takes. */
export type FormikFieldProps = {
  name: string;
  label: ReactNode;
  /** Shows the required marker; the rule itself lives in the form's yup schema. */
  required?: boolean;
  /** Defaults to an id derived from `name`. */
  id?: string;
  /** Help text under the field when there is no error. */
  extra?: ReactNode;
};

type FieldItemProps = Omit<FormikFieldProps, 'name' | 'id'> & { id: string; error: string | undefined; children: ReactNode };

/** antd Form.Item laid out vertically, showing the label, required marker and the field's error beneath it. */
export function FieldItem({ id, label, required, extra, error, children }: FieldItemProps) {
  return (
    <Form.Item
      layout="vertical"
      label={label}
      htmlFor={id}
      required={required}
      extra={extra}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}

/** A control as wide as its field (date pickers and number boxes are narrower on their own). */
export const FULL_WIDTH = { width: '100%' };

/** ARIA attributes tying a control to its error message. */
export function errorAria(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}
