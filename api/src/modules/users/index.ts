// The users module's public entry: what the app and other modules may import from it (.dependency-cruiser.cjs
// refuses an import of its other files from outside the module; docs/architecture.md, "api/src layout").
export { default as ssoRoutes } from './http/sso-routes.js';
export { default as usersRoutes } from './http/users-routes.js';
export { createPlaceNames } from './place-names.js';
export { createSessionsRepository } from './sessions-repository.js';
export { createUserIdentitiesRepository } from './user-identities-repository.js';
export { AUTH_STATES, createUsersRepository, type NewUser, OWN_PROFILES, PEOPLE_OPTIONS, type UserAuthState, USERS_LIST } from './users-repository.js';
