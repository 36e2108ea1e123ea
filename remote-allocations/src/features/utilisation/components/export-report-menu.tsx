import { Button, Dropdown } from '@portal/shared-ui';
import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import type { ExportType, UtilisationExportQuery } from '../api/export-utilisation';
import { useExportUtilisation, type ExportState } from '../hooks/use-export-utilisation';

const EXPORT_ITEMS: { key: ExportType; label: string }[] = [
  { key: 'csv', label: 'Export as CSV' },
  { key: 'xlsx', label: 'Export as Excel' },
];

function buttonText(state: ExportState): string {
  if (!state) return 'Export';
  if (state.size) return `Exporting… ${Math.floor((100 * state.received) / state.size)} %`;
  return state.received ? `Exporting… ${Math.round(state.received / 1024)} KB` : 'Exporting…';
}

type Props = { query: Omit<UtilisationExportQuery, 'type'> };

/** Export of the whole report as on screen (grouping, range, search, sort), every row, as CSV or Excel. */
export function ExportReportMenu({ query }: Props) {
  const { download, state } = useExportUtilisation();
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      disabled={state !== null}
      menu={{ items: EXPORT_ITEMS, onClick: ({ key }) => void download({ ...query, type: key as ExportType }) }}
    >
      <Button icon={<DownloadOutlined aria-hidden />} loading={state !== null}>
        <span aria-live="polite">{buttonText(state)}</span> <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
