// A reporter for node's test runner (`--test-reporter=<this file>`): one line per test file, "<seconds>\t<file>".
// With --test, each file runs in a process of its own and ends with an event for the whole file (name = its path:
// start-up, imports and hooks included). In one process (api/test/helpers/run-in-one-process.ts) there is none, and
// the file's time is the sum of its top-level tests and suites. scripts/lib/test-times.mjs reads what it writes.
export default async function* fileTimes(source) {
  const wholeFile = new Map();
  const topLevelSum = new Map();
  for await (const event of source) {
    if (event.type !== 'test:complete' || event.data.nesting !== 0 || !event.data.file) continue;
    const { file, name, details } = event.data;
    const seconds = details.duration_ms / 1000;
    if (name === file) wholeFile.set(file, seconds);
    else topLevelSum.set(file, (topLevelSum.get(file) ?? 0) + seconds);
  }
  for (const file of new Set([...wholeFile.keys(), ...topLevelSum.keys()])) {
    yield `${(wholeFile.get(file) ?? topLevelSum.get(file)).toFixed(2)}\t${file}\n`;
  }
}
