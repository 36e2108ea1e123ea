// The audit-log module's public entry: what the app and other modules may import from it (.dependency-cruiser.cjs
// refuses an import of its other files from outside the module; docs/architecture.md, "api/src layout").
export { createAuditLogRepository } from './audit-log-repository.js';
export { changesBetween } from './changes.js';
export { auditCreate, auditEdit, type CreateAudit, type EditAudit } from './http/audit-edit.js';
export { default as auditLogRoutes } from './http/audit-log-routes.js';
export { default as auditPlugin, type AuditRecord } from './http/audit-plugin.js';
