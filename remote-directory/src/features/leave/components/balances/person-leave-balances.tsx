import { Card } from '@portal/shared-ui';
import { LeaveBalancesTable } from '../my-leave/leave-balances-table';

/** A person's leave balances this year on their details, for their line manager and admins (issue 38, point 4). */
export function PersonLeaveBalances({ userId, personName }: { userId: number; personName: string }) {
  const year = new Date().getFullYear();
  return (
    <section aria-label={`Leave balances of ${personName}`}>
      <Card title={`Leave balances ${year}`}>
        <LeaveBalancesTable userId={userId} year={year} />
      </Card>
    </section>
  );
}
