import {
  Alert, Button, DebouncedSearch, type ListCard, type ListOptions, RowActionButtons, sortableColumn, Tag, titleCase, useListParams, viewEditActions,
} from '@portal/shared-ui';
import { ResponsiveList } from '@portal/shared-ui/lists';
import type { ColumnsType } from 'antd/es/table';
import type { User } from '@portal/shared-auth';
import { EMPLOYEE_ORDER_BY, useGetUsersQuery, type EmployeeOrderBy } from '../api/employees-api';
import { EMPLOYEE_FILTER_PARAMS, EmployeeFilters, type EmployeeFilterValues } from './employee-filters';

const LIST_OPTIONS: ListOptions<EmployeeOrderBy, EmployeeFilterValues> = {
  sortable: EMPLOYEE_ORDER_BY,
  orderBy: 'firstName',
  order: 'desc',
  filters: EMPLOYEE_FILTER_PARAMS,
};

const nameOf = (user: User) => user.fullName ?? user.firstName;

/** A phone's card of an employee: name, e-mail, role, department and line manager, the status tag. */
const CARD: ListCard<User> = { title: ['firstName', 'lastName'], fields: ['officeEmail', 'role', 'department', 'lineManagerName'], tag: 'active', rowName: nameOf };

type Props = {
  onOpenDetails: (user: User) => void;
  onView: (user: User) => void;
  /** Left out for MANAGER (spec §2). */
  onEdit?: (user: User) => void;
};

/** The Employees list: search (500 ms), sortable columns, role, department and line manager filters, paging (spec §2, §9). */
export function EmployeesTable({ onOpenDetails, onView, onEdit }: Props) {
  const list = useListParams(LIST_OPTIONS);
  const { data, isFetching, isError } = useGetUsersQuery(list.params);
  const actionsOf = (user: User) => viewEditActions({ rowName: nameOf(user), onView: () => onView(user), onEdit: onEdit && (() => onEdit(user)) });

  const columns: ColumnsType<User> = [
    {
      title: 'First Name',
      dataIndex: 'firstName',
      ...sortableColumn('firstName', list),
      // A real button: reachable by Tab and opened with Enter, unlike a clickable row.
      render: (firstName: string, user) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpenDetails(user)}>
          {firstName}
        </Button>
      ),
    },
    { title: 'Last Name', dataIndex: 'lastName', ...sortableColumn('lastName', list) },
    { title: 'Work Email', dataIndex: 'officeEmail', ...sortableColumn('officeEmail', list) },
    { title: 'Role', dataIndex: 'role', ...sortableColumn('role', list), render: (role: string) => titleCase(role) },
    {
      title: 'Department',
      dataIndex: 'department',
      ...sortableColumn('department', list),
      render: (department: string | null) => (department ? titleCase(department) : '—'),
    },
    { title: 'Line Manager', dataIndex: 'lineManagerName', render: (name: string | null | undefined) => name ?? '—' },
    {
      title: 'Status',
      dataIndex: 'active',
      ...sortableColumn('active', list),
      render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{active ? 'Active' : 'Inactive'}</Tag>,
    },
    {
      title: 'Action',
      key: 'action',
      render: (_value, user) => <RowActionButtons actions={actionsOf(user)} />,
    },
  ];
  const filters = (
    <>
      <DebouncedSearch placeholder="Search employees..." value={list.searchInput} debounceMs={500} onSearch={list.setSearchInput} />
      <EmployeeFilters value={list.filters} onChange={list.setFilters} />
    </>
  );

  return (
    <ResponsiveList<User>
      columns={columns}
      card={{ ...CARD, actions: actionsOf }}
      answer={data}
      loading={isFetching}
      loadingText="Loading users..."
      emptyText={isFetching ? null : 'No users found. Try adjusting your search or add a new user.'}
      list={list}
      noun="users"
      filters={filters}
      notice={isError && <Alert type="error" title="Failed to fetch users. Please try again." showIcon />}
    />
  );
}
