import type { ComponentType } from 'react';
import { Input } from 'antd';
import { FieldItem, errorAria, type FormikFieldProps } from './field-item';
import { bindField, type BoundFieldProps } from './bind-field';

/** What the binding sets on the control; everything else is the caller's. */
type BoundProps = 'name' | 'id' | 'value' | 'onChange' | 'onBlur';

export type FormikTextProps<ControlProps> = FormikFieldProps & Omit<ControlProps, BoundProps>;

/** The on-screen keyboard a phone should offer for an input's type; a caller's own inputMode wins. */
const KEYBOARD_OF_TYPE: Partial<Record<string, 'email' | 'tel' | 'url'>> = { email: 'email', tel: 'tel', url: 'url' };

function keyboardOf(controlProps: object): { inputMode?: string } {
  const { type, inputMode } = controlProps as { type?: string; inputMode?: string };
  const keyboard = inputMode ?? (type === undefined ? undefined : KEYBOARD_OF_TYPE[type]);
  return keyboard ? { inputMode: keyboard } : {};
}

/**
 * One binding for every text control: the Formik string field's value ('' for none), its error under the field
 * once it should show, the ARIA that ties the two, touched on blur, and the phone keyboard its `type` calls for
 * (type="email" or "tel" is the one prop a caller sets).
 */
function formikText<ControlProps extends object>(Control: ComponentType<ControlProps>, displayName: string) {
  type Props = FormikTextProps<ControlProps>;
  function TextView({ name, label, required, extra, controlId, value, error, helpers, ...controlProps }: Omit<Props, 'id'> & BoundFieldProps<string | null | undefined>) {
    const bound = {
      ...controlProps,
      ...keyboardOf(controlProps),
      ...errorAria(controlId, error),
      id: controlId,
      name,
      value: value ?? '',
      onChange: (event: { target: { value: string } }) => void helpers.setValue(event.target.value),
      onBlur: () => void helpers.setTouched(true),
    } as unknown as ControlProps;
    return (
      <FieldItem id={controlId} label={label} required={required} extra={extra} error={error}>
        <Control {...bound} />
      </FieldItem>
    );
  }
  return bindField<string | null | undefined, Props>(TextView, displayName);
}

/** Text input bound to a Formik string field. */
export const FormikInput = formikText(Input, 'FormikInput');
export type FormikInputProps = Parameters<typeof FormikInput>[0];

/** Password input with a show/hide toggle, bound to a Formik string field. */
export const FormikPassword = formikText(Input.Password, 'FormikPassword');
export type FormikPasswordProps = Parameters<typeof FormikPassword>[0];

/** Multi-line text bound to a Formik string field. */
export const FormikTextArea = formikText(Input.TextArea, 'FormikTextArea');
export type FormikTextAreaProps = Parameters<typeof FormikTextArea>[0];
