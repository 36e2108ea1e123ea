import { Alert, Button } from 'antd';

type OptionsQuery = { isError: boolean; refetch: () => unknown };

/** A form's picker options failed to load: says so above the form, and Retry asks again for those that failed. */
export function OptionsLoadError({ queries, what = 'employees or projects' }: { queries: OptionsQuery[]; what?: string }) {
  const failed = queries.filter((query) => query.isError);
  if (failed.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={`Failed to load ${what}.`}
      action={
        <Button size="small" onClick={() => failed.forEach((query) => void query.refetch())}>
          Retry
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
