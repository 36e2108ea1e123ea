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

/**
 * A required end date ('YYYY-MM-DD', which sorts as dates do) that is not before the form's `startDate`; `message`
 * is the form's own text for it. Each date's presence is its own rule, so an empty start says nothing here.
 */
export function requiredEndDate(requiredMessage: string, beforeStartMessage: string) {
  return yup
    .string()
    .nullable()
    .required(requiredMessage)
    .test('not-before-start', beforeStartMessage, function notBeforeStart(endDate) {
      const startDate = this.parent.startDate as string | null;
      return !startDate || !endDate || endDate >= startDate;
    });
}
