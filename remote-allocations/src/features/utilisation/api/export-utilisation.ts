import { downloadFromApi, failureMessageOf, type DownloadProgress } from '@portal/shared-auth';
import type { ExportType, UtilisationExportQuery } from '@portal/shared-contracts';

export type { ExportType, UtilisationExportQuery };

/** A failed export, carrying what to tell the user. */
export class UtilisationExportError extends Error {}

/** Hands a downloaded file to the browser under `fileName`. */
function saveFile(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const anchor = Object.assign(document.createElement('a'), { href, download: fileName });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(href);
}

/**
 * GET /v1/reports/utilisation/export: the report as filtered and sorted on screen, every row (not just the page),
 * as CSV or Excel, through the portal's one request path (token, 401, error shape), saved under the server's name.
 */
export async function downloadUtilisationExport(query: UtilisationExportQuery, onProgress?: DownloadProgress): Promise<string> {
  const result = await downloadFromApi({ url: '/v1/reports/utilisation/export', params: query }, onProgress);
  if ('error' in result) throw new UtilisationExportError(failureMessageOf(result.error, 'Export failed'));
  const fileName = result.data.fileName ?? `utilisation.${query.type}`;
  saveFile(result.data.blob, fileName);
  return fileName;
}
