import { Button, Dropdown } from 'antd';
import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import type { ExportType } from '@portal/shared-contracts';
import { useFileExport, type ExportProgress, type FileExportRequest } from './use-file-export';

const ITEMS: { key: ExportType; label: string }[] = [
  { key: 'csv', label: 'Export as CSV' },
  { key: 'xlsx', label: 'Export as Excel' },
];

const MB = 1024 * 1024;

/** "Exporting… 45 %" or "Exporting… 3.2 MB": a large export takes a while, and people should see it move. */
function progressText({ receivedBytes, totalBytes }: ExportProgress): string {
  if (totalBytes) return `Exporting… ${Math.floor((receivedBytes / totalBytes) * 100)} %`;
  return receivedBytes > 0 ? `Exporting… ${(receivedBytes / MB).toFixed(1)} MB` : 'Exporting…';
}

export type FileExportMenuProps = {
  /** The API's export GET, e.g. '/v1/timesheets/export'. */
  url: string;
  /** The query as on screen (filters, sort); the menu adds the file type. */
  params: FileExportRequest['params'];
  /** The file's name without extension when the server gives none, e.g. 'timesheets'. */
  fileName: string;
};

/** Export dropdown of a list or report: every row as filtered and sorted on screen, as CSV or Excel, with progress. */
export function FileExportMenu({ url, params, fileName }: FileExportMenuProps) {
  const { exportFile, progress } = useFileExport();
  const busy = progress !== null;
  const handleExport = (type: ExportType) => void exportFile({ url, params: { ...params, type }, fallbackName: `${fileName}.${type}` });
  return (
    <Dropdown trigger={['click']} autoFocus disabled={busy} menu={{ items: ITEMS, onClick: ({ key }) => handleExport(key as ExportType) }}>
      <Button icon={<DownloadOutlined aria-hidden />} loading={busy}>
        {/* Read out as it changes, so a screen reader user hears the export move too. */}
        <span aria-live="polite">{progress ? progressText(progress) : 'Export'}</span> <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
