import { useState } from 'react';
import { Button, PageHeading, Tabs } from '@portal/shared-ui';
import { PlusOutlined } from '@ant-design/icons';
import { displayNameOf, isAdmin, useCurrentUser } from '@portal/shared-auth';
import { useGetTeamPeopleQuery, type Timesheet } from '../api/timesheets-api';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useTimesheetTab, type TimesheetTab } from '../hooks/use-timesheet-tab';
import { MyTimesheet } from './my-timesheet';
import { TeamTimesheets } from './team/team-timesheets';
import { TimesheetFormDialog } from './timesheet-form-dialog';
import { TimesheetsList } from './timesheets-list';

type Dialog = { mode: 'create' } | { mode: 'edit'; timesheet: Timesheet } | null;

/**
 * Exposed as `remote_timesheets/TimesheetsPage`. Tabs (spec §2): My Timesheet for everyone, Timesheets (all) for
 * admins; admins start on all, everyone else on their own. Team (issue 38) for anyone people report to, shown once
 * the API says so (an API without the Team read answers an error: no tab). Outside the all tab, the employee of a
 * new entry is fixed to the signed-in user.
 */
export default function TimesheetsPage() {
  const user = useCurrentUser();
  const admin = isAdmin(user?.role);
  const team = useGetTeamPeopleQuery();
  const hasTeam = team.isLoading ? undefined : (team.data?.data.length ?? 0) > 0;
  const [tab, setTab] = useTimesheetTab(admin, hasTeam);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { guard, confirmation } = useLeaveGuard();
  const handleEdit = (timesheet: Timesheet) => setDialog({ mode: 'edit', timesheet });
  const self = user ? { id: user.id, name: displayNameOf(user) } : undefined;

  const tabs = [
    { key: 'my', label: 'My Timesheet', children: <MyTimesheet onEdit={handleEdit} guard={guard} /> },
    ...(admin ? [{ key: 'all', label: 'Timesheets', children: <TimesheetsList scope="all" onEdit={handleEdit} /> }] : []),
    ...(hasTeam ? [{ key: 'team', label: 'Team', children: <TeamTimesheets /> }] : []),
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
      <Tabs activeKey={tab} onChange={(key) => guard.confirmLeave(() => setTab(key as TimesheetTab))} items={tabs} destroyOnHidden />
      {dialog ? (
        <TimesheetFormDialog
          timesheet={dialog.mode === 'edit' ? dialog.timesheet : undefined}
          fixedEmployee={tab === 'all' ? undefined : self}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {confirmation}
    </>
  );
}
