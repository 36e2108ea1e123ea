import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { READ_TAGS } from '@portal/shared-contracts/values';
import { defineLookup } from '../src/platform/lists/list-definition.js';
import { publicHolidays, sessions } from '../src/platform/db/schema.js';
import { READ_TAGS_FILE, readTagsSource, tagsOfRead } from '../src/wiring/browser-tags.js';
import { BROWSER_READS } from '../src/wiring/repositories.js';

describe("the browser's cache tags come from the API's read registrations", () => {
  it('are what the registrations give: the generated file is current', async () => {
    const file = await readFile(new URL(`../../${READ_TAGS_FILE}`, import.meta.url), 'utf8');
    assert.equal(file, readTagsSource(), `${READ_TAGS_FILE} is out of date: run pnpm --filter @portal/api run write:read-tags`);
  });

  it("give every read a tag for each table it is read from that the browser writes, so the Allocations list hears of a holiday", () => {
    for (const read of BROWSER_READS) {
      assert.deepEqual([...READ_TAGS[read.name as keyof typeof READ_TAGS]], tagsOfRead(read), read.name);
    }
    assert.ok((READ_TAGS.allocations as readonly string[]).includes('Holiday'));
    assert.ok((READ_TAGS.allocations as readonly string[]).includes('TimeOff'));
    assert.deepEqual(tagsOfRead(defineLookup('holidays only', [publicHolidays])), ['Holiday']);
  });

  it('refuses a read of a table no tag is known for, naming both', () => {
    assert.throws(() => tagsOfRead(defineLookup('sign-ins', [sessions])), /sign-ins reads sessions, which has no browser tag/);
  });
});
