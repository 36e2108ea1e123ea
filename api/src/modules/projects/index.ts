// The projects module's public entry: what the app and other modules may import from it (.dependency-cruiser.cjs
// refuses an import of its other files from outside the module; docs/architecture.md, "api/src layout").
export { default as projectsRoutes } from './http/projects-routes.js';
export { createProjectsRepository, type NewProject, PROJECT_OPTIONS, PROJECTS_LIST } from './projects-repository.js';
