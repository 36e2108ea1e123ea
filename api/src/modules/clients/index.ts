// The clients module's public entry: what the app and other modules may import from it (.dependency-cruiser.cjs
// refuses an import of its other files from outside the module; docs/architecture.md, "api/src layout").
import { CLIENT_OPTIONS, CLIENTS_LIST } from './clients-repository.js';

/** The reads this module registers, each with the tables it is read from: wiring/reads.ts gathers every module's. */
export const READS = [CLIENTS_LIST, CLIENT_OPTIONS];

export { CLIENTS_LIST, createClientsRepository, type NewClient } from './clients-repository.js';
export { default as clientsRoutes } from './http/clients-routes.js';
