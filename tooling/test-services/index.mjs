export { freePort, provisionForced } from './machine.mjs';
export { findOrStartPostgres, postgresBinaries, startEmbeddedPostgres } from './postgres.mjs';
export { findOrStartRedis } from './redis.mjs';
export { findChromium } from './chromium.mjs';
export { findNginx } from './nginx.mjs';
export { createScratchDatabase } from './database.mjs';
export { copyFolder, removeFolder, scratchRoot } from './scratch-folders.mjs';
export { withLargerYoungGeneration } from './node-options.mjs';
