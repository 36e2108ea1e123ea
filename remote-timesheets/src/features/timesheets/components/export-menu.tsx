import { FileExportMenu } from '@portal/shared-ui';
import type { TimesheetExportQuery } from '@portal/shared-contracts';

type Props = { request: Omit<TimesheetExportQuery, 'type'> };

/** The all-timesheets tab's Export dropdown: the rows as filtered and sorted on screen, as CSV or Excel (spec §8). */
export function ExportMenu({ request }: Props) {
  // The server names the file timesheets_yyyymmdd.csv|xlsx; the fallback is for an answer without a name.
  return <FileExportMenu url="/v1/timesheets/export" params={request} fileName="timesheets" />;
}
