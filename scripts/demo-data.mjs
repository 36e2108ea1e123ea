#!/usr/bin/env node
// `node scripts/demo-data.mjs <folder>`: makes <folder> the data folder of a portal about to start on embedded PGlite
// with the demo data: emptied, or under `pnpm test` a copy of the run's seeded template (prepareDemoData in
// scripts/lib/portal-process.mjs says when and why). The browser tests' Playwright configs run it before each portal.
import { prepareDemoData } from './lib/portal-process.mjs';

const [folder, ...rest] = process.argv.slice(2);
if (!folder || rest.length > 0) {
  console.error('usage: node scripts/demo-data.mjs <data folder>');
  process.exit(2);
}
await prepareDemoData(folder);
