/** 'IN_PROGRESS' → 'In Progress': how enum values are displayed (spec §4). */
export function titleCase(value: string): string {
  return value
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
