// What the browser may import as values: the vocabularies and limits, with no schema code (no TypeBox).
export * from './vocabularies.js';
export * from './limits.js';
export * from './names.js';
export * from './read-tags.js';
export * from './audit-changes.js';
