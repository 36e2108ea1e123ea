/** A cell's text read as hours: a number, empty (no entry), or text that is no amount of hours. */
export type ParsedHours = { valid: true; hours: number | null } | { valid: false };

const DECIMAL = /^\d+(?:[.,]\d*)?$|^[.,]\d+$/;
const HOURS_MINUTES = /^(\d+):([0-5]\d)$/;

/**
 * Hours as people type them: '7.5', '7,5' (decimal comma) and '7:30' (hours and minutes) are all 7.5; blank is
 * no entry. Anything else (letters, negatives, '7:75') is invalid. The range (0.5 to 9) is the server's rule.
 */
export function parseHours(text: string): ParsedHours {
  const value = text.trim();
  if (value === '') return { valid: true, hours: null };
  const clock = HOURS_MINUTES.exec(value);
  if (clock) return { valid: true, hours: Number(clock[1]) + Number(clock[2]) / 60 };
  if (DECIMAL.test(value)) return { valid: true, hours: Number(value.replace(',', '.')) };
  return { valid: false };
}

/** Hours as the grid shows them: up to two decimals, no trailing zeros ('7.5', '8', '0.75'). */
export const formatHours = (hours: number) => String(Math.round(hours * 100) / 100);
