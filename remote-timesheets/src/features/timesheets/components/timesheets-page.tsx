import { useState } from 'react';
import { Button, PageHeading, Tabs } from '@portal/shared-ui';
import { PlusOutlined } from '@ant-design/icons';
import { displayNameOf, isAdmin, useCurrentUser } from '@portal/shared-auth';
import type { Timesheet } from '../api/timesheets-api';
import type { TimesheetScope } from '../hooks/use-timesheet-list';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useTimesheetTab } from '../hooks/use-timesheet-tab';
import { MyTimesheet } from './my-timesheet';
import { TimesheetFormDialog } from './timesheet-form-dialog';
import { TimesheetsList } from './timesheets-list';

type Dialog = { mode: 'create' } | { mode: 'edit'; timesheet: Timesheet } | null;

/**
 * Exposed as `remote_timesheets/TimesheetsPage`. Tabs (spec §2): My Timesheet for everyone, Timesheets (all) for
 * admins; admins start on all, everyone else on their own. In My Timesheet the employee is fixed to the signed-in user.
 */
export default function TimesheetsPage() {
  const user = useCurrentUser();
  const admin = isAdmin(user?.role);
  const [tab, setTab] = useTimesheetTab(admin);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { guard, confirmation } = useLeaveGuard();
  const handleEdit = (timesheet: Timesheet) => setDialog({ mode: 'edit', timesheet });
  const self = user ? { id: user.id, name: displayNameOf(user) } : undefined;

  const tabs = [
    { key: 'my', label: 'My Timesheet', children: <MyTimesheet onEdit={handleEdit} guard={guard} /> },
    ...(admin ? [{ key: 'all', label: 'Timesheets', children: <TimesheetsList scope="all" onEdit={handleEdit} /> }] : []),
  ];

  return (
    <>
      <PageHeading
        title="Timesheets"
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ mode: 'create' })}>
            Add Timesheet
          </Button>
        }
      />
      <Tabs activeKey={tab} onChange={(key) => guard.confirmLeave(() => setTab(key as TimesheetScope))} items={tabs} destroyOnHidden />
      {dialog ? (
        <TimesheetFormDialog
          timesheet={dialog.mode === 'edit' ? dialog.timesheet : undefined}
          fixedEmployee={tab === 'my' ? self : undefined}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {confirmation}
    </>
  );
}
