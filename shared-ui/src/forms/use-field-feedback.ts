import { useField, useFormikContext } from 'formik';

/** A Formik field plus whether its error should show: once touched, or after a submit attempt. */
export function useFieldFeedback<Value>(name: string) {
  const [field, meta, helpers] = useField<Value>(name);
  const { submitCount } = useFormikContext();
  const error = meta.error && (meta.touched || submitCount > 0) ? String(meta.error) : undefined;
  return { field, meta, helpers, error };
}

/** DOM id of a field's control, derived from its Formik name (e.g. users[0].hours → field-users-0-hours). */
export function fieldIdOf(name: string): string {
  return `field-${name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/-+$/, '')}`;
}
