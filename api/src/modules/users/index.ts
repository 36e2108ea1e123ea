// The users module's public entry: what the app and other modules may import from it (.dependency-cruiser.cjs
// refuses an import of its other files from outside the module; docs/architecture.md, "api/src layout").
import { PLACE_NAMES } from './place-names.js';
import { AUTH_STATES, OWN_PROFILES, PEOPLE_OPTIONS, USERS_LIST } from './users-repository.js';

/** The reads this module registers, each with the tables it is read from: wiring/reads.ts gathers every module's. */
export const READS = [USERS_LIST, PEOPLE_OPTIONS, AUTH_STATES, OWN_PROFILES, PLACE_NAMES];

export { default as ssoRoutes } from './http/sso-routes.js';
export { default as usersRoutes } from './http/users-routes.js';
export { createPlaceNames, PLACE_NAMES, type PlaceNameTable } from './place-names.js';
export { contractedWeeklyHours, type ReviewedPerson, reviewRefusal, standardWeeklyHours } from './rules.js';
export { createSessionsRepository } from './sessions-repository.js';
export { createUserIdentitiesRepository } from './user-identities-repository.js';
export { AUTH_STATES, createUsersRepository, type NewUser, OWN_PROFILES, type UserAuthState, USERS_LIST } from './users-repository.js';
