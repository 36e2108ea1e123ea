/**
 * Node arguments that run API source in a child process: tsx for the TypeScript, and the `source` export condition so
 * @portal/shared-contracts is its src too, never a dist folder that may be stale or not built yet (test/run.mjs).
 */
export const RUN_FROM_SOURCE = ['--conditions=source', '--import', 'tsx'];
