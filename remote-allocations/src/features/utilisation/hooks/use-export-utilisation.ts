import { useState } from 'react';
import { useNotify } from '@portal/shared-ui';
import { downloadUtilisationExport, UtilisationExportError, type UtilisationExportQuery } from '../api/export-utilisation';

/** Bytes received so far of a running export (and its size when the server tells it); null while none runs. */
export type ExportState = { received: number; size?: number } | null;

/** Runs an export and says how it went, as the All Timesheets export does ('Export successful' / 'Export failed'). */
export function useExportUtilisation() {
  const notify = useNotify();
  const [state, setState] = useState<ExportState>(null);

  const download = async (query: UtilisationExportQuery) => {
    setState({ received: 0 });
    try {
      await downloadUtilisationExport(query, (received, size) => setState({ received, size }));
      notify.success('Export successful');
    } catch (failure) {
      notify.error('Export failed', failure instanceof UtilisationExportError ? failure.message : 'Export failed');
    } finally {
      setState(null);
    }
  };

  return { download, state };
}
