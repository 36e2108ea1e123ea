import { useState } from 'react';
import { Button, Card, Space } from '@portal/shared-ui';
import { PlusOutlined } from '@ant-design/icons';
import { LeaveBalancesTable } from './leave-balances-table';
import { MyRequestsList } from './my-requests-list';
import { RequestLeaveDialog } from './request-leave-dialog';

/** My Profile's Leave section (issue 38): this year's balances, Request Time Off, and one's own requests. */
export function MyLeaveSection({ userId }: { userId: number }) {
  const [requesting, setRequesting] = useState(false);
  const year = new Date().getFullYear();
  const requestButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setRequesting(true)}>
      Request Time Off
    </Button>
  );
  return (
    <section aria-label="Leave">
      <Card title="Leave" extra={requestButton}>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <section aria-label={`Leave balances ${year}`}>
            <h3 style={{ marginTop: 0 }}>{`Balances ${year}`}</h3>
            <LeaveBalancesTable userId={userId} year={year} />
          </section>
          <section aria-label="My leave requests">
            <h3 style={{ marginTop: 0 }}>My Requests</h3>
            <MyRequestsList />
          </section>
        </Space>
      </Card>
      {requesting && <RequestLeaveDialog onClose={() => setRequesting(false)} />}
    </section>
  );
}
