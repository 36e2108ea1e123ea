#!/usr/bin/env node
// `pnpm check:api-compat`: the API's v1 only grows (docs/deployment.md, "The API's v1 promise"). Generates the API's
// OpenAPI document from the source as it is now and compares its /api/v1 paths with the last recorded release's
// (releases/openapi-v1.json, beside releases/last.json). Exits 1 with one line per breaking change; additions are
// listed for information.
import { compareApiV1 } from './lib/api-compat.mjs';
import { OPENAPI_BASELINE, currentOpenApiDocument, readOpenApiBaseline } from './lib/openapi-baseline.mjs';
import { lastRelease } from './lib/releases.mjs';

const started = Date.now();
const release = lastRelease();
const name = `release ${release.release} (${release.commit.slice(0, 7)})`;
const baseline = await readOpenApiBaseline();
if (!baseline) {
  console.error(`check:api-compat: releases/${OPENAPI_BASELINE} is missing: recording a release writes it (writeOpenApiBaseline in scripts/lib/openapi-baseline.mjs)`);
  process.exit(2);
}
const { breaking, additions } = compareApiV1(baseline, await currentOpenApiDocument());
const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;

if (additions.length > 0) {
  console.log(`API v1 additions since ${name} (allowed):`);
  for (const line of additions) console.log(`  + ${line}`);
}
if (breaking.length > 0) {
  console.error(`API v1 breaks ${name}'s promise in ${breaking.length} ${breaking.length === 1 ? 'place' : 'places'}:`);
  for (const line of breaking) console.error(`  ✗ ${line}`);
  console.error("v1 only grows: keep what the release had, or add what is new beside it (docs/deployment.md, \"The API's v1 promise\").");
  process.exit(1);
}
console.log(`API v1 keeps everything ${name} had (${took}).`);
