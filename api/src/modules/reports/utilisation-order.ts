import type { UtilisationOrderBy, UtilisationRow } from '@portal/shared-contracts';

export type ReportOrder = { orderBy: UtilisationOrderBy; order: 'asc' | 'desc'; searchInput?: string };

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The search as matched: trimmed and lower-cased; empty means none. */
export const searchKey = (searchInput?: string) => (searchInput ?? '').trim().toLowerCase();

/**
 * The rows a search matches (by name, or a person's department, or a project's client), in the requested order.
 * Sorting by a figure sorts by the row's total over the range; rows without that figure come last either way, and
 * ties fall back to the name and then the id, so pages never overlap.
 */
export function orderRows(rows: readonly UtilisationRow[], { orderBy, order, searchInput }: ReportOrder): UtilisationRow[] {
  const search = searchKey(searchInput);
  // Departments are stored as HUMAN_RESOURCES and shown as Human Resources: either spelling finds them.
  const matching = search ? rows.filter((row) => `${row.name}\u0000${row.detail ?? ''}`.replaceAll('_', ' ').toLowerCase().includes(search.replaceAll('_', ' '))) : [...rows];
  const direction = order === 'desc' ? -1 : 1;
  const byName = (a: UtilisationRow, b: UtilisationRow) => collator.compare(a.name, b.name) || a.id - b.id;
  const value = (row: UtilisationRow) => (orderBy === 'name' ? null : row.total[orderBy]);
  return matching.sort((a, b) => {
    if (orderBy === 'name') return direction * byName(a, b);
    const [x, y] = [value(a), value(b)];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return direction * (x - y) || byName(a, b);
  });
}
