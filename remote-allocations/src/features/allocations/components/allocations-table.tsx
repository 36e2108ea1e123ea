import { useState } from 'react';
import {
  Alert, type AppliedFilters, Button, dateParam, FilterBar, formatDisplayDate, type ListCard, type ListOptions, type RowAction, RowActionButtons,
  sortableColumn, TotalBadge, useListParams,
} from '@portal/shared-ui';
import { ResponsiveList } from '@portal/shared-ui/lists';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { ALLOCATION_ORDER_BY, useGetAllocationsQuery, type Allocation, type AllocationOrderBy } from '../api/allocations-api';
import { CapacityCell } from './capacity-cell';
import { PlanToDateCell } from './plan-to-date-cell';
import { DeleteAllocationDialog } from './delete-allocation-dialog';

type DateFilters = { startDate?: string; endDate?: string };

// Spec §9: Allocations list 20 rows by first name ascending; a sort change keeps the page (spec §4).
const LIST_OPTIONS: ListOptions<AllocationOrderBy, DateFilters> = {
  sortable: ALLOCATION_ORDER_BY,
  orderBy: 'firstName',
  order: 'asc',
  pageSize: 20,
  keepPageOnSort: true,
  filters: { startDate: dateParam, endDate: dateParam },
};

const describe = (row: Allocation) => `${row.userName} on ${row.projectName}`;

/** A phone's card of an allocation: person, project, dates, hours and where the plan stands. */
const CARD: ListCard<Allocation> = {
  title: ['firstName', 'lastName'],
  fields: ['projectName', 'startDate', 'endDate', 'allocationHours', 'capacity', 'planVariance'],
  rowName: describe,
};

type Props = { onView: (allocation: Allocation) => void; onEdit: (allocation: Allocation) => void };

export function AllocationsTable({ onView, onEdit }: Props) {
  const list = useListParams(LIST_OPTIONS);
  const { data, isFetching, isError, refetch } = useGetAllocationsQuery(list.params);
  const [toDelete, setToDelete] = useState<Allocation | null>(null);

  const handleApply = (applied: AppliedFilters) =>
    list.setFilters({ startDate: applied.startDate, endDate: applied.endDate }, applied.searchInput ?? '');
  const handleClear = () => handleApply({});
  const handleDeleted = () => {
    setToDelete(null);
    // The last row of a later page is gone: show the page before instead of an empty one.
    if ((data?.data.length ?? 0) <= 1 && list.page > 1) list.goToPage(list.page - 1);
  };
  const actionsOf = (row: Allocation): RowAction[] => [
    { key: 'view', label: 'View', name: `View ${describe(row)}`, icon: <EyeOutlined />, onClick: () => onView(row) },
    { key: 'edit', label: 'Edit', name: `Edit ${describe(row)}`, icon: <EditOutlined />, onClick: () => onEdit(row) },
    { key: 'delete', label: 'Delete', name: `Delete ${describe(row)}`, icon: <DeleteOutlined />, danger: true, onClick: () => setToDelete(row) },
  ];

  const columns: ColumnsType<Allocation> = [
    { title: 'First Name', dataIndex: 'firstName', ...sortableColumn('firstName', list) },
    { title: 'Last Name', dataIndex: 'lastName', ...sortableColumn('lastName', list) },
    { title: 'Project Name', dataIndex: 'projectName', ...sortableColumn('projectName', list) },
    { title: 'Start Date', dataIndex: 'startDate', ...sortableColumn('startDate', list), render: formatDisplayDate },
    { title: 'End Date', dataIndex: 'endDate', ...sortableColumn('endDate', list), render: formatDisplayDate },
    { title: 'Hours / Day', dataIndex: 'allocationHours', ...sortableColumn('allocationHours', list) },
    {
      title: 'Capacity',
      key: 'capacity',
      // "10.75 h/day" and its tag on one line: a narrow column otherwise breaks the figure letter by letter.
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_value, row) => <CapacityCell percentage={row.capacityPercentage} hoursPerDay={row.hoursPerDay} />,
    },
    {
      title: 'Logged / Planned to Date',
      ...sortableColumn('planVariance', list),
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_value, row) => <PlanToDateCell planned={row.plannedToDate} logged={row.loggedToDate} />,
    },
    {
      title: 'Action',
      key: 'action',
      render: (_value, row) => <RowActionButtons actions={actionsOf(row)} size={0} />,
    },
  ];

  const total = data?.total ?? 0;
  const totalLabel = (count: number) => `${count} allocations`;
  // On a phone the total is a badge beside the Filters button rather than in the bar, which sits in the panel.
  const filterBar = ({ phone }: { phone: boolean }) => (
    <FilterBar
      searchPlaceholder="Search allocations..."
      value={{ searchInput: list.searchInput, ...list.filters }}
      total={total}
      totalLabel={totalLabel}
      onApply={handleApply}
      onClear={handleClear}
      hideTotal={phone}
    />
  );
  const error = isError ? (
    <Alert type="error" showIcon title="Failed to fetch allocations" action={<Button size="small" onClick={() => void refetch()}>Retry</Button>} />
  ) : null;
  const deleteDialog = toDelete ? <DeleteAllocationDialog allocation={toDelete} onClose={() => setToDelete(null)} onDeleted={handleDeleted} /> : null;

  return (
    <>
      <ResponsiveList<Allocation>
        columns={columns}
        card={{ ...CARD, actions: actionsOf }}
        answer={data}
        loading={isFetching}
        loadingText="Loading allocations..."
        emptyText={isFetching ? null : 'No allocations found. Try adjusting your search or add a new allocation.'}
        list={list}
        noun="allocations"
        filters={filterBar}
        toolbar={({ phone }) => (phone ? <TotalBadge text={totalLabel(total)} /> : null)}
        notice={error}
      />
      {deleteDialog}
    </>
  );
}
