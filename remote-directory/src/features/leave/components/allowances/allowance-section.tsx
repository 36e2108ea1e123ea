import type { ReactNode } from 'react';
import { Typography } from '@portal/shared-ui';
import { ResponsiveList } from '@portal/shared-ui/lists';
import { allowanceActions, allowanceCard, allowanceColumns, type PersonAllowance } from './allowance-columns';

type Props = {
  id: string;
  title: string;
  /** A person's own allowances (the Employee column, Remove) rather than the defaults. */
  person: boolean;
  rows: readonly PersonAllowance[];
  actions: Parameters<typeof allowanceActions>[1];
  loading: boolean;
  emptyText: ReactNode;
  toolbar?: ReactNode;
};

const keyOf = (row: PersonAllowance) => `${row.userId ?? 'default'}-${row.leaveType}`;

/** One titled list of allowances: a table on wider screens, cards on a phone. */
export function AllowanceSection({ id, title, person, rows, actions, loading, emptyText, toolbar }: Props) {
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={2} id={id} style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      <ResponsiveList<PersonAllowance>
        columns={allowanceColumns(person, actions)}
        card={{ ...allowanceCard(person), actions: (row) => allowanceActions(row, actions) }}
        rows={rows}
        rowKey={keyOf}
        loading={loading}
        loadingText="Loading allowances..."
        emptyText={emptyText}
        clientPageSize={20}
        toolbar={toolbar}
      />
    </section>
  );
}
