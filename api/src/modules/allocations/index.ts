// The allocations module's public entry: what the app and other modules may import from it (.dependency-cruiser.cjs
// refuses an import of its other files from outside the module; docs/architecture.md, "api/src layout").
import { ALLOCATIONS_LIST } from './allocations-repository.js';

/** The reads this module registers, each with the tables it is read from: wiring/reads.ts gathers every module's. */
export const READS = [ALLOCATIONS_LIST];

export { ALLOCATIONS_LIST, createAllocationsRepository, type NewAllocation } from './allocations-repository.js';
export { default as allocationsRoutes } from './http/allocations-routes.js';
