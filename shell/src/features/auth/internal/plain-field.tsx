import { useState, type InputHTMLAttributes } from 'react';
import { useField, useFormikContext } from 'formik';

type PlainFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur'> & {
  name: string;
  label: string;
};

/** The field's error once it was touched or a submit was tried (as shared-ui's Formik fields show it). */
function useVisibleError(name: string) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = meta.error && (meta.touched || submitCount > 0) ? String(meta.error) : undefined;
  return { field, helpers, error };
}

/** A labelled input bound to a Formik string field; its error is its accessible description. */
export function PlainFormikInput({ name, label, required, type = 'text', ...inputProps }: PlainFieldProps) {
  const { field, helpers, error } = useVisibleError(name);
  const [revealed, setRevealed] = useState(false);
  const id = `field-${name}`;
  const isPassword = type === 'password';
  return (
    <div className="wp-field">
      <label htmlFor={id} className={required ? 'wp-label wp-required' : 'wp-label'}>
        {label}
      </label>
      <div className={error ? 'wp-control wp-invalid' : 'wp-control'}>
        <input
          {...inputProps}
          id={id}
          name={name}
          type={isPassword && revealed ? 'text' : type}
          required={required}
          className="wp-input"
          value={field.value ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => void helpers.setValue(event.target.value)}
          onBlur={() => void helpers.setTouched(true)}
        />
        {isPassword ? (
          <button type="button" className="wp-toggle" aria-label={revealed ? 'Hide' : 'Show'} aria-pressed={revealed} onClick={() => setRevealed(!revealed)}>
            <EyeIcon crossed={!revealed} />
          </button>
        ) : null}
      </div>
      {error ? (
        <div id={`${id}-error`} className="wp-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
