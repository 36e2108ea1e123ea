import { useMemo, useState } from 'react';
import { Checkbox, Flex, Form, FormikNumber, Input, Typography, type EmployeeOption } from '@portal/shared-ui';
import { getIn, useFormikContext } from 'formik';
import { DEFAULT_HOURS, HOURS_STEP, type AllocationFormValues } from './allocation-form-schema';

// A long match list helps nobody; typing more narrows it.
const MAX_MATCHES = 50;

type Props = { employees: EmployeeOption[] };

/**
 * Create mode: search employees from the first typed character, tick any number of them, and give each
 * their own hours per day. Ticked people stay listed while the search changes.
 */
export function EmployeeHoursPicker({ employees }: Props) {
  const { values, errors, submitCount, setFieldValue } = useFormikContext<AllocationFormValues>();
  const [search, setSearch] = useState('');
  const ticked = values.users;
  const tickedIds = new Set(ticked.map((u) => u.userId));
  const nameOf = useMemo(() => new Map(employees.map((e) => [e.id, e.name])), [employees]);

  const needle = search.trim().toLowerCase();
  const found = needle ? employees.filter((e) => e.name.toLowerCase().includes(needle)) : [];
  const matches = found.filter((e) => !tickedIds.has(e.id));
  const listError = submitCount > 0 && typeof errors.users === 'string' ? errors.users : undefined;

  const handleTick = (employee: EmployeeOption) =>
    void setFieldValue('users', [...ticked, { userId: employee.id, allocationHours: DEFAULT_HOURS }]);
  const handleUntick = (userId: number | null) =>
    void setFieldValue('users', ticked.filter((u) => u.userId !== userId));

  return (
    <Form.Item
      layout="vertical"
      label="Employees"
      htmlFor="employee-search"
      required
      validateStatus={listError ? 'error' : undefined}
      help={listError ? <span id="employees-error">{listError}</span> : undefined}
    >
      <Input
        id="employee-search"
        allowClear
        placeholder="Search employees..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-describedby={listError ? 'employees-error' : undefined}
      />
      <Flex vertical gap={4} style={{ marginTop: 8 }} role="group" aria-label="Employees">
        {ticked.map((assignee, index) => {
          const name = (assignee.userId !== null && nameOf.get(assignee.userId)) || `Employee ${assignee.userId}`;
          const serverError = submitCount > 0 ? (getIn(errors, `users.${index}.userId`) as string | undefined) : undefined;
          return (
            <Flex key={assignee.userId} align="flex-start" gap={12} wrap>
              <Checkbox checked onChange={() => handleUntick(assignee.userId)} style={{ minWidth: 200, paddingTop: 34 }}>
                {name}
              </Checkbox>
              <FormikNumber
                name={`users.${index}.allocationHours`}
                label="Hours per day"
                aria-label={`Hours for ${name}`}
                required
                step={HOURS_STEP}
                style={{ width: 140 }}
              />
              {serverError ? <Typography.Text type="danger" style={{ paddingTop: 34 }}>{serverError}</Typography.Text> : null}
            </Flex>
          );
        })}
        {matches.slice(0, MAX_MATCHES).map((employee) => (
          <Checkbox key={employee.id} checked={false} onChange={() => handleTick(employee)}>
            {employee.name}
          </Checkbox>
        ))}
        {needle && found.length === 0 ? <Typography.Text type="secondary">No Employees found</Typography.Text> : null}
        {matches.length > MAX_MATCHES ? (
          <Typography.Text type="secondary">{`Showing the first ${MAX_MATCHES} of ${matches.length} matches; type more to narrow them down.`}</Typography.Text>
        ) : null}
        {!needle && ticked.length === 0 ? <Typography.Text type="secondary">Type a name to find employees.</Typography.Text> : null}
      </Flex>
    </Form.Item>
  );
}
