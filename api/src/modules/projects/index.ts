// The projects module's public entry: what the app and other modules may import from it (.dependency-cruiser.cjs
// refuses an import of its other files from outside the module; docs/architecture.md, "api/src layout").
import { PROJECT_OPTIONS, PROJECTS_LIST } from './projects-repository.js';

/** The reads this module registers, each with the tables it is read from: wiring/reads.ts gathers every module's. */
export const READS = [PROJECTS_LIST, PROJECT_OPTIONS];

export { default as projectsRoutes } from './http/projects-routes.js';
export { createProjectsRepository, type NewProject, PROJECTS_LIST } from './projects-repository.js';
