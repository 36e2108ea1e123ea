import { Modal, Select, Typography } from '@portal/shared-ui';
import { useState } from 'react';
import { usePeopleOptions } from '../hooks/use-people-options';

type Props = {
  /** The person being deactivated. */
  person: { id: number; name: string };
  /** The API's own words: how many report to them, and that they need a new line manager. */
  message: string;
  saving: boolean;
  /** Deactivate, moving the reports to this person (null: they are left without one). */
  onConfirm: (reportsTo: number | null) => void;
  onCancel: () => void;
};

/**
 * Deactivating someone people report to (issue 38): in the same step, whom those people report to from now on.
 * Left empty, they keep no line manager, which the dialog says before it is confirmed.
 */
export function ReportsMoveDialog({ person, message, saving, onConfirm, onCancel }: Props) {
  const people = usePeopleOptions({ except: [person.id] });
  const [reportsTo, setReportsTo] = useState<number | undefined>(undefined);
  return (
    <Modal
      open
      title={`Deactivate ${person.name}`}
      okText="Deactivate"
      okButtonProps={{ danger: true, loading: saving }}
      onOk={() => onConfirm(reportsTo ?? null)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{message}</Typography.Paragraph>
      <label htmlFor="reports-to" style={{ display: 'block', marginBottom: 4 }}>
        New line manager
      </label>
      <Select<number>
        id="reports-to"
        style={{ width: '100%' }}
        placeholder="Select Line Manager"
        allowClear
        showSearch
        optionFilterProp="label"
        loading={people.loading}
        options={people.options}
        value={reportsTo}
        onChange={(chosen) => setReportsTo(chosen ?? undefined)}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {reportsTo === undefined ? 'Left empty, they will have no line manager.' : 'They will report to this person from now on.'}
      </Typography.Paragraph>
    </Modal>
  );
}
