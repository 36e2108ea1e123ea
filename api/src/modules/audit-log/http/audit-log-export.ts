import { describeAuditChange, type AuditLogList } from '@portal/shared-contracts';
import type { ValueColumn } from '../../../platform/export/run-rows-export.js';

type Entry = AuditLogList['data'][number];

/** The most entries one export holds, newest first: a narrower filter gives older ones. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

/** The export's columns, the page's columns in the same order (names and e-mail apart), plus the address and request id. */
export const AUDIT_EXPORT_COLUMNS: readonly ValueColumn<Entry>[] = [
  { header: 'When', width: 24, kind: 'text', value: (entry) => entry.occurredAt },
  { header: 'Who', width: 24, kind: 'text', value: (entry) => entry.actorName ?? null },
  { header: 'E-mail', width: 30, kind: 'text', value: (entry) => entry.actorEmail },
  { header: 'Action', width: 28, kind: 'text', value: (entry) => entry.action },
  { header: 'Outcome', width: 10, kind: 'text', value: (entry) => entry.outcome },
  { header: 'Entity', width: 16, kind: 'text', value: (entry) => entry.targetType },
  { header: 'Entity id', width: 12, kind: 'text', value: (entry) => entry.targetId },
  { header: 'Person', width: 24, kind: 'text', value: (entry) => entry.targetName ?? null },
  { header: 'Changes', width: 60, kind: 'text', value: (entry) => entry.changes?.map(describeAuditChange).join('; ') ?? null },
  { header: 'IP', width: 16, kind: 'text', value: (entry) => entry.ip },
  { header: 'Request id', width: 20, kind: 'text', value: (entry) => entry.requestId },
];
