import { useState } from 'react';
import { Button, Card } from '@portal/shared-ui';
import { PlusOutlined } from '@ant-design/icons';
import type { TimeOff } from '@portal/shared-contracts';
import { useGetTimeOffQuery } from '../api/time-off-api';
import { AddTimeOffDialog } from './add-time-off-dialog';
import { DeleteTimeOffDialog } from './delete-time-off-dialog';
import { TimeOffTable } from './time-off-table';

type Props = { userId: number; personName: string };

/** A person's time off on their details, for admins and managers: the list, Add Time Off, and Delete per row. */
export function TimeOffSection({ userId, personName }: Props) {
  const { data, isFetching, isError } = useGetTimeOffQuery(userId);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TimeOff | null>(null);

  const addButton = (
    <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
      Add Time Off
    </Button>
  );

  return (
    <section aria-label="Time Off">
      <Card title="Time Off" extra={addButton}>
        <TimeOffTable rows={data?.data} loading={isFetching} failed={isError} emptyText="No time off recorded." onDelete={setDeleting} />
        {adding && <AddTimeOffDialog userId={userId} personName={personName} onClose={() => setAdding(false)} />}
        {deleting && <DeleteTimeOffDialog timeOff={deleting} onClose={() => setDeleting(null)} />}
      </Card>
    </section>
  );
}
