// The countries module's public entry: what the app and other modules may import from it (.dependency-cruiser.cjs
// refuses an import of its other files from outside the module; docs/architecture.md, "api/src layout").
export { COUNTRY_OPTIONS, type CountriesRepository, createCountriesRepository, STATE_OPTIONS } from './countries-repository.js';
export { loadGeographyIfEmpty } from './geography.js';
export { default as countriesRoutes } from './http/countries-routes.js';
