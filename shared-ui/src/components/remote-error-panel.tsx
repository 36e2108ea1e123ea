import { Button, Result } from 'antd';

export type RemoteErrorPanelProps = {
  /** Human name of the unreachable part, e.g. "Projects". */
  name: string;
  onRetry: () => void;
};

/** Shown in place of a federated section that failed to load; the rest of the portal keeps working. */
export function RemoteErrorPanel({ name, onRetry }: RemoteErrorPanelProps) {
  return (
    <Result
      status="warning"
      title="This section could not be loaded"
      subTitle={`The ${name} service is unreachable right now. The rest of the portal still works; try again in a moment.`}
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
