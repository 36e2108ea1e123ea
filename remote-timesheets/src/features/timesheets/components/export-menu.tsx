import { Button, Dropdown } from '@portal/shared-ui';
import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import type { ExportRequest, ExportType } from '../api/export-timesheets';
import { useExportTimesheets } from '../hooks/use-export-timesheets';

type Props = { request: Omit<ExportRequest, 'type'> };

/** The all-timesheets tab's Export dropdown: the rows as filtered and sorted on screen, as CSV or Excel. */
export function ExportMenu({ request }: Props) {
  const { exportAs, busy } = useExportTimesheets();
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
        Export <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
