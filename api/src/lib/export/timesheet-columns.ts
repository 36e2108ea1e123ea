import type { TimesheetStatus } from '@portal/shared-contracts';

/** One exported timesheet, already in plain JavaScript types. Defined beside its columns, which name its fields. */
export type ExportRow = {
  firstName: string;
  lastName: string | null;
  projectName: string;
  date: string;
  hours: number;
  status: TimesheetStatus;
  description: string;
  rejectionReason: string | null;
};

/** Columns of both export formats, in order; the keys name ExportRow fields. */
export const EXPORT_COLUMNS = [
  { key: 'firstName', header: 'First Name', width: 16 },
  { key: 'lastName', header: 'Last Name', width: 16 },
  { key: 'projectName', header: 'Project Name', width: 28 },
  { key: 'date', header: 'Date', width: 12 },
  { key: 'hours', header: 'Hours', width: 8 },
  { key: 'status', header: 'Status', width: 12 },
  { key: 'description', header: 'Description', width: 50 },
  { key: 'rejectionReason', header: 'Rejection Reason', width: 30 },
] as const satisfies readonly { key: keyof ExportRow; header: string; width: number }[];

/** Status labels by stored value; the SQL export spells them the same way. */
export const STATUS_LABELS = { SUBMITTED: 'Submitted', APPROVED: 'Approved', REJECTED: 'Rejected' } as const;

/** Status as the screen shows it (spec §4: title case). */
export const statusLabel = (status: ExportRow['status']) => STATUS_LABELS[status];
