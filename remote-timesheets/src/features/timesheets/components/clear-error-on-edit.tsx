import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

/**
 * The timesheet form validates on submit only, and an error goes away as soon as its field is edited (spec §5),
 * rather than being re-checked on every keystroke.
 */
export function ClearErrorOnEdit<Values extends Record<string, unknown>>() {
  const { values, errors, setFieldError } = useFormikContext<Values>();
  const previous = useRef(values);
  useEffect(() => {
    for (const key of Object.keys(values)) {
      if (values[key] !== previous.current[key] && errors[key]) setFieldError(key, undefined);
    }
    previous.current = values;
  }, [values, errors, setFieldError]);
  return null;
}
