// The health module's public entry: what the app and other modules may import from it (.dependency-cruiser.cjs
// refuses an import of its other files from outside the module; docs/architecture.md, "api/src layout").
export { createHealthRepository } from './health-repository.js';
export { default as healthRoutes } from './http/health-routes.js';
