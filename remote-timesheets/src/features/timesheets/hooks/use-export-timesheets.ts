import { useState } from 'react';
import { useNotify } from '@portal/shared-ui';
import { downloadTimesheetExport, ExportError, type ExportRequest } from '../api/export-timesheets';

/** Downloads an export and reports `Export successful` / `Export failed` (spec §8); `busy` while the file comes. */
export function useExportTimesheets() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const exportAs = async (request: ExportRequest) => {
    setBusy(true);
    try {
      await downloadTimesheetExport(request);
      notify.success('Export successful');
    } catch (error) {
      notify.error('Export failed', error instanceof ExportError ? error.message : 'Export failed');
    } finally {
      setBusy(false);
    }
  };

  return { exportAs, busy };
}
