import type { TimesheetStatus } from '@portal/shared-contracts';
import { csvText } from '../../../platform/export/formula-guard.js';
import type { SheetColumn } from '../../../platform/export/sheet-columns.js';
import { dateSerial, sheetLayout, type RowValues } from '../../../platform/export/xlsx-sheet.js';

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
  { key: 'firstName', header: 'First Name', width: 16, kind: 'text' },
  { key: 'lastName', header: 'Last Name', width: 16, kind: 'text' },
  { key: 'projectName', header: 'Project Name', width: 28, kind: 'text' },
  { key: 'date', header: 'Date', width: 12, kind: 'date' },
  { key: 'hours', header: 'Hours', width: 8, kind: 'hours' },
  { key: 'status', header: 'Status', width: 12, kind: 'text' },
  { key: 'description', header: 'Description', width: 50, kind: 'text' },
  { key: 'rejectionReason', header: 'Rejection Reason', width: 30, kind: 'text' },
] as const satisfies readonly (SheetColumn & { key: keyof ExportRow })[];

/** Status labels by stored value; the SQL export spells them the same way. */
export const STATUS_LABELS = { SUBMITTED: 'Submitted', APPROVED: 'Approved', REJECTED: 'Rejected' } as const;

/** Status as the screen shows it (spec §4: title case). */
export const statusLabel = (status: ExportRow['status']) => STATUS_LABELS[status];

/** One exported timesheet as a CSV record. */
export function timesheetCsvRecord(row: ExportRow): (string | number)[] {
  return [
    csvText(row.firstName), csvText(row.lastName), csvText(row.projectName), row.date, row.hours,
    statusLabel(row.status), csvText(row.description), csvText(row.rejectionReason),
  ];
}

/** The timesheet export's sheet (the COPY path writes its rows through it too). */
export const TIMESHEET_SHEET = sheetLayout('Timesheets', EXPORT_COLUMNS);

/** One exported timesheet's cell values, in column order. */
export const timesheetCellValues = (row: ExportRow): RowValues =>
  EXPORT_COLUMNS.map(({ key }) => (key === 'date' ? dateSerial(row.date) : key === 'status' ? statusLabel(row.status) : row[key]));
