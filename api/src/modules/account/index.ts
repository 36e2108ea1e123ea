// The account module's public entry: what the app and other modules may import from it (.dependency-cruiser.cjs
// refuses an import of its other files from outside the module; docs/architecture.md, "api/src layout").
export { default as accountPlugin } from './http/account-plugin.js';
export { default as accountRoutes } from './http/account-routes.js';
