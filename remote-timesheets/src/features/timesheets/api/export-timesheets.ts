import { API_BASE, getAccessToken } from '@portal/shared-auth';
import type { TimesheetFilters, TimesheetOrderBy } from './timesheets-api';

export type ExportType = 'csv' | 'xlsx';

export type ExportRequest = TimesheetFilters & { type: ExportType; order: 'asc' | 'desc'; orderBy: TimesheetOrderBy };

/** A failed export, carrying the server's message when it sent one. */
export class ExportError extends Error {}

const fileNameOf = (disposition: string | null, type: ExportType) =>
  /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? `timesheets.${type}`;

/**
 * GET /v1/timesheets/export with the bearer token (spec §7) and hands the file to the browser as a download
 * under the server's name (timesheets_yyyymmdd.csv|xlsx). Not an RTK Query call: the answer is a file, not data to cache.
 */
export async function downloadTimesheetExport(request: ExportRequest): Promise<string> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) if (value) params.set(key, String(value));
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/v1/timesheets/export?${params.toString()}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ExportError('Unable to reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ExportError(body?.message ?? 'Export failed');
  }
  const blob = await response.blob();
  const fileName = fileNameOf(response.headers.get('content-disposition'), request.type);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return fileName;
}
