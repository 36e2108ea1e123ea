// Which browser cache tags a read provides, derived from the tables its registration declares (defineList,
// defineLookup), never listed by hand: a page's cached answer is refetched when the person writes any table it is
// read from. Each tag is what the browser's writes of that table invalidate (shared-auth's TAG_TYPES), so pages of
// remotes built before this map keep invalidating what the newer ones provide, and the other way round.
import type { RememberedList } from '../platform/lists/list-definition.js';
import { BROWSER_READS } from './repositories.js';

/** The tag the browser's writes of each table invalidate; null for a table no page writes. */
const TABLE_TAGS: Readonly<Record<string, string | null>> = {
  users: 'User',
  clients: 'Client',
  projects: 'Project',
  allocations: 'Allocation',
  public_holidays: 'Holiday',
  time_off: 'TimeOff',
  timesheets: 'Timesheet',
  countries: 'Geography',
  states: 'Geography',
  // A fixed vocabulary, written by migrations only.
  departments: null,
};

/** The tags of one read: one per table it is read from, in a fixed order. Fails on a table with no entry above. */
export function tagsOfRead(read: RememberedList): string[] {
  const tags = read.tables.map((table) => {
    const tag = TABLE_TAGS[table];
    if (tag === undefined) throw new Error(`${read.name} reads ${table}, which has no browser tag: add it to TABLE_TAGS (api/src/wiring/browser-tags.ts)`);
    return tag;
  });
  return [...new Set(tags.filter((tag): tag is string => tag !== null))].sort();
}

export const READ_TAGS_FILE = 'shared-contracts/src/read-tags.ts';

/** The text of READ_TAGS_FILE: each browser read's tags, under its registration's name. */
export function readTagsSource(): string {
  const entries = BROWSER_READS.map((read) => `  '${read.name}': [${tagsOfRead(read).map((tag) => `'${tag}'`).join(', ')}],`);
  return [
    `// Generated from the API's read registrations by \`pnpm --filter @portal/api run write:read-tags\` (api/src/wiring/browser-tags.ts);`,
    `// api/test/read-tags.test.ts fails when this file and the registrations disagree. Do not edit by hand.`,
    '',
    '/** The cache tags each read the browser shows provides: one per table the API reads it from. */',
    'export const READ_TAGS = {',
    ...entries,
    '} as const;',
    '',
  ].join('\n');
}
