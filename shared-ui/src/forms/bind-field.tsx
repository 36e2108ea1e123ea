import { memo, useMemo, type ComponentType } from 'react';
import type { FieldHelperProps } from 'formik';
import type { FormikFieldProps } from './field-item';
import { fieldIdOf, useFieldFeedback } from './use-field-feedback';

/** A field's state as its view needs it: kept as one object while none of its parts changes. */
export type FieldState<Value> = {
  value: Value;
  /** The error to show under the field, once it should show (useFieldFeedback). */
  error: string | undefined;
  /** Formik's setters for this field; the same object for the form's life, so they never defeat a memo. */
  helpers: FieldHelperProps<Value>;
};

/** What a field's view gets from its binding, beside the caller's own props. */
export type BoundFieldProps<Value> = FieldState<Value> & {
  /** The control's DOM id: the caller's `id`, else one derived from the field's name. */
  controlId: string;
};

/** The field's value, error and setters (useFieldFeedback), as one object that changes only when one of them does. */
export function useFieldState<Value>(name: string): FieldState<Value> {
  const { field, helpers, error } = useFieldFeedback<Value>(name);
  const value = field.value;
  return useMemo(() => ({ value, error, helpers }), [value, error, helpers]);
}

/**
 * A Formik field in two parts. The binding reads the form, and so renders on every change anywhere in it (Formik
 * hands each field the whole form's state through one context). The view, the antd Form.Item and control that are
 * the costly part, is memoised: it renders when its own value, error or props change. Typing in one box of a
 * twenty-field dialog renders that box, not all twenty, in the browser and in the tests alike.
 *
 * A caller's prop that is a new object or function on every render (an inline `options` array, say) renders the view
 * each time, as before: never stale, only not saved.
 */
export function bindField<Value, Props extends FormikFieldProps>(View: ComponentType<Omit<Props, 'id'> & BoundFieldProps<Value>>, displayName: string) {
  const MemoView = memo(View) as unknown as ComponentType<Omit<Props, 'id'> & BoundFieldProps<Value>>;
  function BoundField({ id, ...props }: Props) {
    const state = useFieldState<Value>(props.name);
    const viewProps = { ...props, ...state, controlId: id ?? fieldIdOf(props.name) } as Omit<Props, 'id'> & BoundFieldProps<Value>;
    return <MemoView {...viewProps} />;
  }
  BoundField.displayName = displayName;
  return BoundField;
}
