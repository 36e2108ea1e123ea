// Spreadsheet programs run a cell that starts with one of these as a formula (CSV injection, OWASP).
/** Leading characters that make a spreadsheet read a cell as a formula; the SQL export guards the same list. */
export const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;
const TRIGGERS = new Set<string>(FORMULA_TRIGGERS);

/** Text a spreadsheet will show as text: a leading formula character gets a ' in front of it. */
export function neutralizeFormula(text: string): string {
  return text.length > 0 && TRIGGERS.has(text.charAt(0)) ? `'${text}` : text;
}

/** A text field of a CSV export: none is empty, anything else is neutralized. */
export const csvText = (value: string | null): string => (value === null ? '' : neutralizeFormula(value));
