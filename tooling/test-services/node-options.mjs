/**
 * `env` with a 32 MB young generation (V8's semi-space) added to NODE_OPTIONS, for test processes that allocate
 * short-lived objects by the million: jest with jsdom and React, and the API suites with PGlite's protocol layer.
 * Measured for each, and found not worth it for webpack, TypeScript and eslint: docs/testing.md ("One jest run", "A
 * larger young generation for the API suites too").
 */
export function withLargerYoungGeneration(env) {
  return { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, '--max-semi-space-size=32'].filter(Boolean).join(' ') };
}
