// Spreadsheet programs run a cell that starts with one of these as a formula (CSV injection, OWASP).
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** Text a spreadsheet will show as text: a leading formula character gets a ' in front of it. */
export function neutralizeFormula(text: string): string {
  return text.length > 0 && FORMULA_TRIGGERS.has(text.charAt(0)) ? `'${text}` : text;
}
