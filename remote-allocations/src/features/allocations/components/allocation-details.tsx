import { Alert, Button, Descriptions, Flex, formatDisplayDate, PageHeading, Spin, Typography } from '@portal/shared-ui';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { asApiError } from '@portal/shared-auth';
import { useGetAllocationQuery, type Allocation } from '../api/allocations-api';
import { CapacityCell } from './capacity-cell';

type Props = { id: number; onBack: () => void; onEdit: (allocation: Allocation) => void };

/** Detail mode: one allocation read from the server, with Back to List and Edit Allocation. */
export function AllocationDetails({ id, onBack, onEdit }: Props) {
  const { data, isLoading, isError, error, refetch } = useGetAllocationQuery(id);
  const notFound = isError && asApiError(error)?.status === 404;

  return (
    <>
      <PageHeading
        title="Allocation Details"
        extra={
          <>
            <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
              Back to List
            </Button>
            <Button type="primary" icon={<EditOutlined aria-hidden />} disabled={!data} onClick={() => data && onEdit(data)}>
              Edit Allocation
            </Button>
          </>
        }
      />
      {isLoading ? (
        <Flex gap={8} align="center" role="status">
          <Spin size="small" />
          <Typography.Text>Loading allocation...</Typography.Text>
        </Flex>
      ) : null}
      {isError ? (
        <Alert
          type="error"
          showIcon
          title={notFound ? 'This allocation no longer exists.' : 'Failed to fetch allocation'}
          action={notFound ? undefined : <Button size="small" onClick={() => void refetch()}>Retry</Button>}
        />
      ) : null}
      {data ? (
        <Descriptions bordered column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="Employee">{data.userName}</Descriptions.Item>
          <Descriptions.Item label="Project Name">{data.projectName}</Descriptions.Item>
          <Descriptions.Item label="Start Date">{formatDisplayDate(data.startDate)}</Descriptions.Item>
          <Descriptions.Item label="End Date">{formatDisplayDate(data.endDate)}</Descriptions.Item>
          <Descriptions.Item label="Allocation Hours">{`${data.allocationHours} h per working day`}</Descriptions.Item>
          <Descriptions.Item label="Busiest Day">{`${data.hoursPerDay} h in total`}</Descriptions.Item>
          <Descriptions.Item label="Capacity">
            <CapacityCell percentage={data.capacityPercentage} hoursPerDay={data.hoursPerDay} />
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </>
  );
}
