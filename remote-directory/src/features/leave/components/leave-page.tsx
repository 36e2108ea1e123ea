import { useSearchParams } from 'react-router-dom';
import { isAdmin, useCurrentUser } from '@portal/shared-auth';
import { PageHeading, Tabs } from '@portal/shared-ui';
import { AllowancesTab } from './allowances/allowances-tab';
import { WaitingRequests } from './approvals/waiting-requests';

type LeaveTab = 'waiting' | 'allowances';

/**
 * Exposed as `remote_directory/LeavePage` (issue 38): the approver's and the admin's side of leave. Waiting for me
 * for line managers and admins; Allowances for admins only (the API refuses anyone else). The tab is kept in the URL.
 */
export default function LeavePage() {
  const admin = isAdmin(useCurrentUser()?.role);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: LeaveTab = admin && searchParams.get('tab') === 'allowances' ? 'allowances' : 'waiting';
  const tabs = [
    { key: 'waiting', label: 'Waiting for me', children: <WaitingRequests /> },
    ...(admin ? [{ key: 'allowances', label: 'Allowances', children: <AllowancesTab /> }] : []),
  ];
  return (
    <>
      <PageHeading title="Leave" />
      <Tabs activeKey={tab} onChange={(key) => setSearchParams(key === 'waiting' ? {} : { tab: key })} items={tabs} destroyOnHidden />
    </>
  );
}
