import * as yup from 'yup';

/**
 * An optional text field no longer than the API takes (the limit comes from @portal/shared-contracts/values), so a
 * person hears about it on the field before saving rather than from a refused save.
 */
export function textUpTo(max: number, label: string) {
  return yup.string().nullable().max(max, `${label} must be at most ${max} characters.`);
}

/** textUpTo for each field of a form: `{ name: [limit, label] }` → yup rules. */
export function textLimits<Field extends string>(limits: Record<Field, readonly [max: number, label: string]>) {
  const rules = {} as Record<Field, ReturnType<typeof textUpTo>>;
  for (const field of Object.keys(limits) as Field[]) {
    const [max, label] = limits[field];
    rules[field] = textUpTo(max, label);
  }
  return rules;
}
