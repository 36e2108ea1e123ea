import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { READ_TAGS_FILE, readTagsSource } from '../wiring/browser-tags.js';

// Writes shared-contracts' READ_TAGS from the API's read registrations (api/src/wiring/browser-tags.ts).
const target = fileURLToPath(new URL(`../../../${READ_TAGS_FILE}`, import.meta.url));
await writeFile(target, readTagsSource());
console.log(`wrote ${READ_TAGS_FILE}`);
