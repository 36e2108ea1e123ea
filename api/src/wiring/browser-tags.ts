// Which browser cache tags a read provides and a write invalidates, derived from the tables each read's registration
// declares (defineList, defineLookup, defineRead), never listed by hand: a page's cached answer is refetched when the
// person writes any table it is read from. Each tag is what the browser's writes of that table invalidated before
// this map existed (shared-auth's TAG_TYPES), so remotes built before it and after it keep hearing of each other's writes.
import type { RememberedList } from '../platform/lists/list-definition.js';
import { BROWSER_READS } from './reads.js';

/** A cache tag: a resource type, or one part of one (a bare type's invalidation reaches its parts too). */
type Tag = string | { type: string; id: string };

/** The tag of each table; null for a table no page writes. */
const TABLE_TAGS: Readonly<Record<string, Tag | null>> = {
  users: 'User',
  clients: 'Client',
  projects: 'Project',
  allocations: 'Allocation',
  public_holidays: 'Holiday',
  time_off: 'TimeOff',
  // Issue 38: approving a request writes time_off too, so the pages showing time off hear of it.
  leave_requests: 'LeaveRequest',
  leave_allowances: 'LeaveAllowance',
  timesheets: 'Timesheet',
  // Only the missing-timesheets report reads them; sending reminders must not refetch every timesheet page.
  timesheet_reminders: { type: 'Timesheet', id: 'reminders' },
  countries: 'Geography',
  states: 'Geography',
  // A fixed vocabulary, written by migrations only.
  departments: null,
};

/**
 * Tags a write of a table invalidates besides the table's own, for readers built before this map, which a newer
 * remote must still reach (remotes and the shell deploy on their own days): the shell's profile of the signed-in
 * person is read from users but provides 'CurrentUser' (shared-auth); shared-ui's project pickers before it named
 * their clients under 'Project' alone.
 */
const ALSO_INVALIDATED: Readonly<Record<string, readonly Tag[]>> = { users: ['CurrentUser'], clients: ['Project'] };

const tagKey = (tag: Tag) => (typeof tag === 'string' ? tag : `${tag.type}:${tag.id}`);

function tagOfTable(table: string, reader: string): Tag | null {
  const tag = TABLE_TAGS[table];
  if (tag === undefined) throw new Error(`${reader} reads ${table}, which has no browser tag: add it to TABLE_TAGS (api/src/wiring/browser-tags.ts)`);
  return tag;
}

/** The tags of one read: one per table it is read from; bare types first, each group in alphabetical order. */
export function tagsOfRead(read: RememberedList): Tag[] {
  const tags = new Map<string, Tag>();
  for (const table of read.tables) {
    const tag = tagOfTable(table, read.name);
    if (tag !== null) tags.set(tagKey(tag), tag);
  }
  const bare = [...tags.values()].filter((tag) => typeof tag === 'string').sort();
  const parts = [...tags.values()].filter((tag) => typeof tag !== 'string').sort((a, b) => tagKey(a).localeCompare(tagKey(b)));
  return [...bare, ...parts];
}

/** The tags a write of `table` invalidates: the table's own and those above. */
export function tagsOfWrite(table: string): Tag[] {
  const own = tagOfTable(table, 'a write');
  return own === null ? [] : [own, ...(ALSO_INVALIDATED[table] ?? [])];
}

export const READ_TAGS_FILE = 'shared-contracts/src/read-tags.ts';

const literal = (tag: Tag) => (typeof tag === 'string' ? `'${tag}'` : `{ type: '${tag.type}', id: '${tag.id}' }`);
const entry = (key: string, tags: Tag[]) => `  ${/^[a-z_]+$/.test(key) ? key : `'${key}'`}: [${tags.map(literal).join(', ')}],`;

/** The text of READ_TAGS_FILE: each browser read's tags under its registration's name, and each written table's. */
export function readTagsSource(): string {
  const written = Object.keys(TABLE_TAGS).filter((table) => TABLE_TAGS[table] !== null).sort();
  const types = [...new Set(written.flatMap(tagsOfWrite).map((tag) => (typeof tag === 'string' ? tag : tag.type)))].sort();
  return [
    `// Generated from the API's read registrations by \`pnpm --filter @portal/api run write:read-tags\` (api/src/wiring/browser-tags.ts);`,
    `// api/test/read-tags.test.ts fails when this file and the registrations disagree. Do not edit by hand.`,
    '',
    '/** The cache tags each read the browser shows provides (its providesTags): one per table the API reads it from. */',
    'export const READ_TAGS = {',
    ...BROWSER_READS.map((read) => entry(read.name, tagsOfRead(read))),
    '} as const;',
    '',
    '/** The cache tags a write of each table invalidates (its invalidatesTags): every read of that table provides one. */',
    'export const WRITE_TAGS = {',
    ...written.map((table) => entry(table, tagsOfWrite(table))),
    '} as const;',
    '',
    "/** Every tag type above: the one RTK Query API's tagTypes (shared-auth), so a new table's tag needs no second list. */",
    `export const TAG_TYPES = [${types.map((type) => `'${type}'`).join(', ')}] as const;`,
    '',
  ].join('\n');
}
