import { useState } from 'react';
import { downloadFromApi, failureMessageOf, type RequestArgs } from '@portal/shared-auth';
import { useNotify } from '../providers/use-notify';
import { saveFile } from './save-file';

/** How far a running export has come: bytes so far, and the whole size when the server said it. */
export type ExportProgress = { receivedBytes: number; totalBytes?: number };

/** What to export: the API's GET, its query, and the name to save under when the server gives none. */
export type FileExportRequest = { url: string; params: NonNullable<Exclude<RequestArgs, string>['params']>; fallbackName: string };

/**
 * Downloads a file export through the portal's one request path (token, 401 handling, error shape), saves it under
 * the server's name and says how it went: 'Export successful', or 'Export failed' with the reason (spec §8).
 * `progress` follows the bytes while the file comes (null when no export runs). Not an RTK Query call: the answer
 * is a file, not data to cache.
 */
export function useFileExport() {
  const notify = useNotify();
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const exportFile = async ({ url, params, fallbackName }: FileExportRequest) => {
    setProgress({ receivedBytes: 0 });
    try {
      const result = await downloadFromApi({ url, params }, (receivedBytes, totalBytes) => setProgress({ receivedBytes, totalBytes }));
      if ('error' in result) {
        notify.error('Export failed', failureMessageOf(result.error, 'Export failed'));
        return;
      }
      saveFile(result.data.blob, result.data.fileName ?? fallbackName);
      notify.success('Export successful');
    } catch (failure) {
      // downloadFromApi never throws; saving can (a browser refusing the download).
      console.error('Export could not be saved', failure);
      notify.error('Export failed', 'Export failed');
    } finally {
      setProgress(null);
    }
  };

  return { exportFile, progress };
}
