import { Tabs } from 'antd';
import { PageHeading } from '@portal/shared-ui';
import { MyTimesheetsTable } from './my-timesheets-table';

/** Exposed as `remote_timesheets/TimesheetsPage`. The all-timesheets tab, the dialog and export come with the timesheets issue. */
export default function TimesheetsPage() {
  return (
    <>
      <PageHeading title="Timesheets" />
      <Tabs items={[{ key: 'my', label: 'My Timesheet', children: <MyTimesheetsTable /> }]} />
    </>
  );
}
