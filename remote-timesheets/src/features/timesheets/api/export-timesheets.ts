import { downloadFromApi, failureMessageOf, type DownloadProgress } from '@portal/shared-auth';
import type { ExportType, TimesheetExportQuery } from '@portal/shared-contracts';

export type { ExportType };

export type ExportRequest = TimesheetExportQuery;

/** A failed export, carrying what to tell the user. */
export class ExportError extends Error {}

/**
 * GET /v1/timesheets/export through the portal's one request path (token, 401 handling, error shape; spec §7) and
 * hands the file to the browser as a download under the server's name (timesheets_yyyymmdd.csv|xlsx), telling
 * `onProgress` as the bytes arrive. Not an RTK Query call: the answer is a file, not data to cache.
 */
export async function downloadTimesheetExport(request: ExportRequest, onProgress?: DownloadProgress): Promise<string> {
  const result = await downloadFromApi({ url: '/v1/timesheets/export', params: request }, onProgress);
  if ('error' in result) throw new ExportError(failureMessageOf(result.error, 'Export failed'));
  const fileName = result.data.fileName ?? `timesheets.${request.type}`;
  const url = URL.createObjectURL(result.data.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return fileName;
}
