import { useState } from 'react';
import { Alert, Button, Card, Typography } from '@portal/shared-ui';
import { MailOutlined } from '@ant-design/icons';
import { useGetMissingTimesheetsQuery, type MissingTimesheetRow } from '../api/missing-timesheets-api';
import { useMissingParams, type WeekRange } from '../hooks/use-missing-params';
import { describeOutcome, type ReminderOutcome } from '../utils/reminder-outcome';
import { MissingTimesheetsFilters } from './missing-timesheets-filters';
import { MissingTimesheetsTable } from './missing-timesheets-table';
import { SendRemindersDialog } from './send-reminders-dialog';

/**
 * Missing timesheets (issue 20, point 5): active people's ended weeks with fewer hours logged than expected, from
 * which an admin or manager e-mails reminders to the people chosen.
 */
export function MissingTimesheetsPanel() {
  const { list, query } = useMissingParams();
  const { data, isFetching, isError, refetch } = useGetMissingTimesheetsQuery(query);
  const [selected, setSelected] = useState<MissingTimesheetRow[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<ReminderOutcome | null>(null);
  const shown = outcome ? describeOutcome(outcome) : null;

  const handleSent = (result: ReminderOutcome) => {
    setConfirming(false);
    setOutcome(result);
    setSelected([]);
  };
  const handleRange = (range: WeekRange) => {
    setSelected([]);
    list.setFilters(range);
  };

  const filters = (
    <MissingTimesheetsFilters
      from={list.filters.from ?? data?.from}
      to={list.filters.to ?? data?.to}
      searchInput={list.searchInput}
      onRange={handleRange}
      onSearch={list.setSearchInput}
    />
  );

  const sendButton = (
    <Button type="primary" icon={<MailOutlined aria-hidden />} disabled={selected.length === 0} onClick={() => setConfirming(true)}>
      {selected.length > 0 ? `Send reminders (${selected.length})` : 'Send reminders'}
    </Button>
  );
  const notice = (
    <>
      {shown ? (
        <Alert
          type={shown.type}
          showIcon
          closable={{ onClose: () => setOutcome(null), 'aria-label': 'Dismiss' }}
          title={shown.title}
          description={shown.lines.length > 0 ? <ul style={{ margin: 0, paddingLeft: 20 }}>{shown.lines.map((line) => <li key={line}>{line}</li>)}</ul> : undefined}
        />
      ) : null}
      {isError ? (
        <Alert type="error" showIcon title="Failed to fetch missing timesheets" action={<Button size="small" onClick={() => void refetch()}>Retry</Button>} />
      ) : null}
    </>
  );

  return (
    <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>Missing timesheets</Typography.Title>}>
      <MissingTimesheetsTable
        list={list}
        answer={data}
        loading={isFetching}
        failed={isError}
        selected={selected}
        onSelect={setSelected}
        filters={filters}
        toolbar={sendButton}
        notice={notice}
      />
      {confirming ? <SendRemindersDialog rows={selected} onSent={handleSent} onClose={() => setConfirming(false)} /> : null}
    </Card>
  );
}
