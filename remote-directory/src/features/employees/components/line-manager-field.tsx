import { FormikSelect } from '@portal/shared-ui';
import type { User } from '@portal/shared-auth';
import { usePeopleOptions } from '../hooks/use-people-options';

type Props = {
  /** The person edited (none while adding one). */
  person?: Pick<User, 'id' | 'lineManagerId' | 'lineManagerName'>;
  disabled: boolean;
};

/**
 * Whom the person reports to (issue 38): any active person but themself; the API refuses an inactive one and anyone
 * who reports to them. Read-only, it names the manager from the person's own record, so it needs no list of people.
 */
export function LineManagerField({ person, disabled }: Props) {
  const people = usePeopleOptions({ except: [person?.id, person?.lineManagerId], skip: disabled });
  const current = person?.lineManagerId ? [{ value: person.lineManagerId, label: person.lineManagerName ?? `#${person.lineManagerId}` }] : [];
  const options = disabled ? current : [...current, ...people.options];
  return (
    <FormikSelect
      name="lineManagerId"
      label="Line Manager"
      placeholder={disabled ? 'None' : 'Select Line Manager'}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={people.loading}
      options={options}
      disabled={disabled}
    />
  );
}
