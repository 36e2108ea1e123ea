export { findOrStartPostgres, freePort, postgresBinaries, provisionForced, startEmbeddedPostgres } from './postgres.mjs';
