import { useState } from 'react';
import { useNotify } from '@portal/shared-ui';
import { downloadTimesheetExport, ExportError, type ExportRequest } from '../api/export-timesheets';

/** How far a running export has come: bytes so far, and the whole size when the server said it. */
export type ExportProgress = { receivedBytes: number; totalBytes?: number };

/**
 * Downloads an export and reports `Export successful` / `Export failed` (spec §8); `progress` while the file comes
 * (null when no export runs).
 */
export function useExportTimesheets() {
  const notify = useNotify();
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const exportAs = async (request: ExportRequest) => {
    setProgress({ receivedBytes: 0 });
    try {
      await downloadTimesheetExport(request, (receivedBytes, totalBytes) => setProgress({ receivedBytes, totalBytes }));
      notify.success('Export successful');
    } catch (error) {
      notify.error('Export failed', error instanceof ExportError ? error.message : 'Export failed');
    } finally {
      setProgress(null);
    }
  };

  return { exportAs, progress };
}
