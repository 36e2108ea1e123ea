// The clients module's public entry: what the app and other modules may import from it (.dependency-cruiser.cjs
// refuses an import of its other files from outside the module; docs/architecture.md, "api/src layout").
export { CLIENT_OPTIONS, CLIENTS_LIST, createClientsRepository, type NewClient } from './clients-repository.js';
export { default as clientsRoutes } from './http/clients-routes.js';
