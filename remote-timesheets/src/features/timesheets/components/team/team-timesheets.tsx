import { Flex, Space, Tag, TotalBadge, Typography } from '@portal/shared-ui';
import { ResponsiveList } from '@portal/shared-ui/lists';
import type { Timesheet } from '../../api/timesheets-api';
import { useReviewFlow } from '../../hooks/use-review-flow';
import { useTeamList } from '../../hooks/use-team-list';
import { ListFooter } from '../list-footer';
import { TIMESHEET_CARD, timesheetColumns } from '../timesheet-columns';
import { TeamFilters } from './team-filters';
import { teamRowActions } from './team-row-actions';
import { WeekReviewBar } from './week-review-bar';

const isWaiting = (row: Timesheet) => row.status === 'SUBMITTED';

/**
 * The Team tab (issue 38): the entries of the people who report to the signed-in person, those waiting for their review
 * first; approve or reject one, a selection or a person's week (the reject dialog asks for the reason).
 */
export function TeamTimesheets() {
  const { list, query, people, waiting } = useTeamList();
  const flow = useReviewFlow(isWaiting);
  const total = query.data?.total ?? 0;
  const filtered = list.filters.userId !== undefined || list.filters.week !== undefined;
  const person = people.find((candidate) => candidate.id === list.filters.userId);
  const chosenWeek = person && list.filters.week ? { userId: person.id, week: list.filters.week, name: person.name } : null;

  const actionsOf = (row: Timesheet) =>
    teamRowActions({
      row,
      approving: flow.approvingId === row.id,
      onApprove: (one) => flow.approve([one.id]),
      onReject: (one) => flow.rejectEntries([one.id]),
      onApproveWeek: flow.approveWeek,
    });
  const totalLabel = `${total} timesheets`;
  const waitingTag = waiting ? <Tag color="gold">{`${waiting} waiting for me`}</Tag> : null;
  const emptyText = query.isFetching
    ? null
    : filtered
      ? 'No timesheets of your team match these filters.'
      : 'No one in your team has submitted timesheets.';

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ResponsiveList<Timesheet>
        columns={timesheetColumns({ sort: list, actionsOf })}
        card={{ ...TIMESHEET_CARD, actions: actionsOf }}
        answer={query.data}
        loading={query.isFetching}
        loadingText="Loading timesheets..."
        emptyText={emptyText}
        list={list}
        filters={<TeamFilters people={people} value={list.filters} onChange={(filters) => list.setFilters(filters)} />}
        toolbar={
          <Flex gap={8} align="center" wrap>
            {waitingTag}
            <TotalBadge text={totalLabel} />
          </Flex>
        }
        notice={
          <>
            {chosenWeek ? (
              <WeekReviewBar
                week={chosenWeek}
                waiting={waiting}
                busy={flow.busy}
                onApprove={() => flow.approveWeek(chosenWeek)}
                onReject={() => flow.rejectWeek(chosenWeek)}
              />
            ) : null}
            {flow.bulkBar}
            {query.isError ? <Typography.Text type="danger">Failed to fetch timesheets</Typography.Text> : null}
          </>
        }
        selection={flow.selection}
        table={{ rowSelection: flow.rowSelection, pagination: false }}
        tableFooter={
          <ListFooter page={list.page} pageSize={list.pageSize} total={total} noun="timesheets" onPageChange={list.goToPage} onPageSizeChange={list.setPageSize} />
        }
      />
      {flow.rejectDialog}
    </Space>
  );
}
