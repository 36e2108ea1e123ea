import type { HolidayImportResult } from '../api/holidays-api';

/** The notification after an import: how many were added, and the rows left out because their date was listed. */
export function importedSummary({ imported, duplicates }: HolidayImportResult): { message: string; description?: string } {
  const message = `Imported ${imported.length} ${imported.length === 1 ? 'holiday' : 'holidays'}`;
  if (duplicates.length === 0) return { message };
  const listed = duplicates.map(({ date, name, existingName }) => `${date} ${name}${existingName === name ? '' : ` (as "${existingName}")`}`);
  return { message, description: `Already on the list: ${listed.join('; ')}` };
}
