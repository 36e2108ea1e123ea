// The countries module's public entry: what the app and other modules may import from it (.dependency-cruiser.cjs
// refuses an import of its other files from outside the module; docs/architecture.md, "api/src layout").
import { COUNTRY_OPTIONS, STATE_OPTIONS } from './countries-repository.js';

/** The reads this module registers, each with the tables it is read from: wiring/reads.ts gathers every module's. */
export const READS = [COUNTRY_OPTIONS, STATE_OPTIONS];

export { type CountriesRepository, createCountriesRepository } from './countries-repository.js';
export { loadGeographyIfEmpty } from './geography.js';
export { default as countriesRoutes } from './http/countries-routes.js';
