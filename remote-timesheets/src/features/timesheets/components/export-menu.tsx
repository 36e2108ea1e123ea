import { Button, Dropdown } from '@portal/shared-ui';
import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import type { ExportRequest, ExportType } from '../api/export-timesheets';
import { useExportTimesheets, type ExportProgress } from '../hooks/use-export-timesheets';

const MB = 1024 * 1024;

/** "Exporting… 3.2 MB" or "Exporting… 45 %": a large export takes a while, and people should see it move. */
function progressText({ receivedBytes, totalBytes }: ExportProgress): string {
  if (totalBytes) return `Exporting… ${Math.floor((receivedBytes / totalBytes) * 100)} %`;
  return receivedBytes > 0 ? `Exporting… ${(receivedBytes / MB).toFixed(1)} MB` : 'Exporting…';
}

type Props = { request: Omit<ExportRequest, 'type'> };

/** The all-timesheets tab's Export dropdown: the rows as filtered and sorted on screen, as CSV or Excel. */
export function ExportMenu({ request }: Props) {
  const { exportAs, progress } = useExportTimesheets();
  const busy = progress !== null;
  const items = [
    { key: 'csv', label: 'Export as CSV' },
    { key: 'xlsx', label: 'Export as Excel' },
  ];
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      disabled={busy}
      menu={{ items, onClick: ({ key }) => void exportAs({ ...request, type: key as ExportType }) }}
    >
      <Button icon={<DownloadOutlined aria-hidden />} loading={busy}>
        {/* Read out as it changes, so a screen reader user hears the export move too. */}
        <span aria-live="polite">{progress ? progressText(progress) : 'Export'}</span> <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
