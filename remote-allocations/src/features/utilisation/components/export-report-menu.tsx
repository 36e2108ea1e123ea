import { FileExportMenu } from '@portal/shared-ui';
import type { UtilisationExportQuery } from '@portal/shared-contracts';

type Props = { query: Omit<UtilisationExportQuery, 'type'> };

/** Export of the whole report as on screen (grouping, range, search, sort), every row, as CSV or Excel. */
export function ExportReportMenu({ query }: Props) {
  return <FileExportMenu url="/v1/reports/utilisation/export" params={query} fileName="utilisation" />;
}
