import { Alert, Button, Flex, Typography } from '@portal/shared-ui';
import { errorSummary } from '../../utils/week/week-errors';
import type { WeekEditor } from '../../hooks/week/use-week-editor';

/** Above the week: a failed load with Retry, a week changed elsewhere with Reload, and the problems of a refused save. */
export function WeekAlerts({ editor }: { editor: WeekEditor }) {
  const { query, grid, changedMessage } = editor;
  const { draft } = grid;
  const summary = draft ? errorSummary(draft.errors, draft.rows) : [];
  return (
    <>
      {query.isError && !draft ? (
        <Flex gap={8} align="center">
          <Typography.Text type="danger">Failed to fetch timesheets</Typography.Text>
          <Button size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Flex>
      ) : null}
      {changedMessage ? (
        <Alert
          type="warning"
          showIcon
          title={changedMessage}
          action={
            <Button size="small" loading={query.isFetching} onClick={() => void editor.handleReload()}>
              Reload
            </Button>
          }
        />
      ) : null}
      {summary.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title="The week was not saved. Fix these and save again:"
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          }
        />
      ) : null}
    </>
  );
}
