import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { READ_TAGS, WRITE_TAGS } from '@portal/shared-contracts/values';
import { defineRead } from '../src/platform/lists/list-definition.js';
import { publicHolidays, sessions } from '../src/platform/db/schema/index.js';
import { READ_TAGS_FILE, readTagsSource, tagsOfRead, tagsOfWrite } from '../src/wiring/browser-tags.js';
import { BROWSER_READS } from '../src/wiring/reads.js';

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
    assert.deepEqual(tagsOfRead(defineRead('holidays only', [publicHolidays])), ['Holiday']);
  });

  it('have a write of each table a page reads invalidate a tag that every read of that table provides', () => {
    const key = (tag: unknown) => JSON.stringify(tag);
    for (const read of BROWSER_READS) {
      const provided = new Set(READ_TAGS[read.name as keyof typeof READ_TAGS].map(key));
      for (const table of read.tables) {
        const invalidated = tagsOfWrite(table).map(key);
        if (invalidated.length === 0) continue;
        assert.ok(invalidated.some((tag) => provided.has(tag)), `a write of ${table} reaches ${read.name}`);
        assert.deepEqual(WRITE_TAGS[table as keyof typeof WRITE_TAGS].map(key), invalidated, table);
      }
    }
    // Sending reminders refetches the missing-timesheets report and no other timesheet page.
    assert.deepEqual(WRITE_TAGS.timesheet_reminders, [{ type: 'Timesheet', id: 'reminders' }]);
    assert.ok(!(READ_TAGS.timesheets as readonly unknown[]).some((tag) => typeof tag !== 'string'));
  });

  it('register every read the pages make once, under its own name', () => {
    const names = BROWSER_READS.map((read) => read.name);
    assert.equal(new Set(names).size, names.length);
    assert.deepEqual(Object.keys(READ_TAGS), names);
  });

  it('refuses a read of a table no tag is known for, naming both', () => {
    assert.throws(() => tagsOfRead(defineRead('sign-ins', [sessions])), /sign-ins reads sessions, which has no browser tag/);
  });
});
