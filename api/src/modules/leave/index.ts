// The leave module's public entry (issue 38): leave requests, allowances and balances. .dependency-cruiser.cjs
// refuses an import of its other files from outside the module (docs/architecture.md, "api/src layout").
import { LEAVE_ALLOWANCES, LEAVE_BALANCES, LEAVE_QUOTE, LEAVE_REQUESTS } from './leave-repository.js';

/** The reads this module registers, each with the tables it is read from: wiring/reads.ts gathers every module's. */
export const READS = [LEAVE_REQUESTS, LEAVE_BALANCES, LEAVE_QUOTE, LEAVE_ALLOWANCES];

export { default as leaveRoutes } from './http/leave-routes.js';
export { createLeaveRepository } from './leave-repository.js';
export { leaveDays } from './rules.js';
