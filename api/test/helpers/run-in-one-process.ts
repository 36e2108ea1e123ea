// Runs the API test files named on the command line in this one process, one after the other, in the order given
// (test/run.mjs starts it). Each file in a process of its own (`node --test`) paid about 5 s before its first test
// on PGlite: node and tsx starting, the app's modules loading, PGlite's WebAssembly compiling. Here they load once,
// and a PGlite after the first starts in about 0.3 s. Every file still gets its own app on its own copy of the
// migrated template (createTestApp), so no test sees another file's data.
//
// What a file may not do here, since the others share its process: change process.env, install global mocks, or
// leave a timer or server running (a file that does keeps the run from ending).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

for (const file of process.argv.slice(2)) {
  await import(pathToFileURL(resolve(file)).href);
}
